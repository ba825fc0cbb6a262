/**
 * The `Idempotency-Key` header of money-moving calls (decision 42): optional, 1–200 visible ASCII characters.
 * Each domain stores the key with the row the call creates, UNIQUE per user, so a repeat answers the first
 * result and the same key with a different request is refused (`idempotency.keyReused`, 422).
 */
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './app-error.ts';

const KEY = /^[\x21-\x7e]{1,200}$/;

/** The request's key, or null when it sent none; 400 when the header is malformed or repeated. */
export function idempotencyKeyOf(req: Pick<FastifyRequest, 'headers'>): string | null {
  const value = req.headers['idempotency-key'];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !KEY.test(value)) throw badRequest('idempotency.keyInvalid');
  return value;
}

/** The key was used before by the same user for a request with other fields. */
export const idempotencyKeyReused = () => new AppError(422, 'idempotency.keyReused');
