/** A signed-in password account for the settings tests. */
import { notifications } from '@mantine/notifications';
import type { Session, User } from '@yc/contract/auth';
import { endSession, startSession } from '../../../lib/session.ts';

export const anna: User = {
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

export function signIn(overrides: Partial<User> = {}): User {
  const user = { ...anna, ...overrides };
  startSession(sessionOf(user));
  return user;
}

/** The API's error body (decision 7). */
export const apiError = (statusCode: number, error: string, message: string, code?: string) => ({
  status: statusCode,
  json: { statusCode, error, message, ...(code ? { code } : {}) },
});

/**
 * After each test: sign out and drop notifications. Mantine keeps them in a module-level store that outlives
 * the rendered tree, and with the limit of three a test's own notification would wait in its queue.
 */
export function resetAfterTest(): void {
  endSession();
  notifications.clean();
}
