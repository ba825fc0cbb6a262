/**
 * Every error leaves as JSON { statusCode, error, message } in the caller's
 * language, with a catalogue `code`; 5xx answers never show internals.
 */

import { STATUS_CODES } from 'node:http';
import {
  describeIssue,
  type IssueLike,
  isMessageKey,
  type MessageKey,
  type MessageParams,
  translate,
} from '@yc/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { requestLocale } from '../../lib/locale.ts';

interface Detail {
  field: string;
  code: MessageKey;
  params: MessageParams;
}

interface ValidationItem {
  keyword: string;
  instancePath: string;
  message: string;
  params: Omit<IssueLike, 'code' | 'message' | 'path'>;
}

function detailOf(v: ValidationItem, part: string): Detail {
  const path = v.instancePath.split('/').filter(Boolean);
  const { code, params } = describeIssue(
    { ...v.params, code: v.keyword, message: v.message, path },
    isMessageKey,
    part,
  );
  return { field: [part, ...path].join('.'), code, params };
}

const STATUS_KEYS: Record<number, MessageKey> = {
  400: 'http.badRequest',
  401: 'auth.required',
  403: 'auth.forbidden',
  404: 'http.notFound',
  405: 'http.methodNotAllowed',
  409: 'http.conflict',
  413: 'http.payloadTooLarge',
  415: 'http.unsupportedMediaType',
  429: 'http.tooManyRequests',
  503: 'http.unavailable',
};

const FASTIFY_KEYS: Record<string, MessageKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'http.badJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'http.badJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'http.payloadTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'http.unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'http.badRequest',
};

/** A database that cannot answer now is usually back within seconds (a restart, a failover, a stall). */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

export function sendError(
  req: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  code: MessageKey,
  params: MessageParams = {},
  details?: Detail[],
) {
  const locale = requestLocale(req);
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send({
      statusCode,
      error: STATUS_CODES[statusCode] ?? 'Error',
      message: translate(locale, code, params),
      code,
      ...(details
        ? {
            details: details.map((d) => ({
              field: d.field,
              code: d.code,
              message: translate(locale, d.code, d.params),
            })),
          }
        : {}),
    });
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
      if (error instanceof AppError) return sendError(req, reply, error.statusCode, error.code, error.params);
      if (hasZodFastifySchemaValidationErrors(error)) {
        const part = error.validationContext ?? 'body';
        const details = error.validation.map((v) => detailOf(v as unknown as ValidationItem, part));
        const first = details[0] ?? { field: part, code: 'http.badRequest' as const, params: {} };
        return sendError(req, reply, 400, first.code, first.params, details);
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const code = (error.code && FASTIFY_KEYS[error.code]) || STATUS_KEYS[status] || 'http.badRequest';
        const retryAfter = reply.getHeader('retry-after');
        return sendError(req, reply, status, code, { seconds: String(retryAfter ?? 60) });
      }
      if (status === 503 || isDatabaseUnavailable(error)) {
        req.log.warn({ err: error }, 'request failed: a service it needs is unavailable');
        reply.header('retry-after', UNAVAILABLE_RETRY_AFTER_SECONDS);
        return sendError(req, reply, 503, 'http.unavailable');
      }
      req.log.error({ err: error }, 'request failed');
      return sendError(req, reply, 500, 'http.internal');
    });
  },
  { name: 'errors' },
);
