import type { MessageKey, MessageParams } from '@yc/contract';

/** An error the client is meant to read: a status and a message-catalogue key. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: MessageKey,
    readonly params: MessageParams = {},
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export const badRequest = (code: MessageKey, params?: MessageParams) => new AppError(400, code, params);
export const unauthorized = (code: MessageKey = 'auth.required') => new AppError(401, code);
export const forbidden = (code: MessageKey = 'auth.forbidden') => new AppError(403, code);
export const notFound = (code: MessageKey = 'http.notFound') => new AppError(404, code);
export const conflict = (code: MessageKey, params?: MessageParams) => new AppError(409, code, params);
