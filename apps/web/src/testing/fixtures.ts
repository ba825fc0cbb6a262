/** Sample API data for component tests. */
import type { Session, User } from '@yc/contract/auth';
import { startSession } from '../lib/session.ts';

export const investorUser: User = {
  id: '6f1c1c3e-9d4b-4a43-8f57-2f7d6a0c9b11',
  name: null,
  login: 'anna@example.com',
  email: 'anna@example.com',
  phone: null,
  telegram: '@anna_old',
  locale: 'en',
  role: 'investor',
  metaMaskAddress: null,
  avatarUrl: null,
  emailConfirmed: true,
  createdAt: '2026-11-01T10:00:00.000Z',
};

export const sessionOf = (user: User, token = 'header.payload.signature'): Session => ({
  user,
  token,
  refreshToken: 'r'.repeat(43),
  expiresIn: 1800,
});

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  500: 'Internal Server Error',
};

/** An error answer as the API gives it (docs/decisions.md 7). */
export const apiError = (statusCode: number, message: string, code = 'http.badRequest') => ({
  status: statusCode,
  json: { statusCode, error: REASONS[statusCode] ?? 'Error', message, code },
});

/** Starts a session for `overrides` applied to the sample investor, and returns that user. */
export function signIn(overrides: Partial<User> = {}): User {
  const user = { ...investorUser, ...overrides };
  startSession(sessionOf(user));
  return user;
}
