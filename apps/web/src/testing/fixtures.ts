/** Sample API data for component tests. */
import type { Session, User } from '@yc/contract/auth';

export const investorUser: User = {
  id: '6f1c1c3e-9d4b-4a43-8f57-2f7d6a0c9b11',
  name: 'Anna',
  login: 'anna@example.com',
  email: 'anna@example.com',
  phone: null,
  telegram: null,
  locale: 'en',
  role: 'investor',
  metaMaskAddress: null,
  avatarUrl: null,
  emailConfirmed: true,
  createdAt: '2026-11-01T10:00:00.000Z',
};

export const sessionOf = (user: User): Session => ({
  user,
  token: 'header.payload.signature',
  refreshToken: 'r'.repeat(43),
  expiresIn: 1800,
});

export const apiError = (statusCode: number, message: string, code = 'http.badRequest') => ({
  status: statusCode,
  json: { statusCode, error: 'Error', message, code },
});
