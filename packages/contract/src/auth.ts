/** Accounts, sessions and wallet sign-in (docs/product.md §3, §7; decisions F3, F5). */
import * as z from 'zod/mini';
import { endpoint, evmAddress, isoDateTime, messageSchema, uuid } from './common.ts';
import { LIMITS, LOCALES, OPERATOR, TOKEN_LIFETIME } from './constants.ts';
import {
  addressField,
  anyPasswordField,
  codeField,
  displayText,
  emailField,
  multilineString,
  passwordField,
  phoneField,
  plainString,
  telegramField,
  text,
} from './validation.ts';

export const ROLES = ['investor', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;
export const localeSchema = z.enum(LOCALES, { error: 'validation.invalid' });

export const userSchema = z.object({
  id: uuid,
  name: z.nullable(z.string()),
  /** The e-mail a password account signs in with; null for wallet-only accounts. */
  login: z.nullable(z.string()),
  /** Contact e-mail; equals the login for password accounts unless changed. */
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  telegram: z.nullable(z.string()),
  locale: localeSchema,
  /** null until the e-mail is confirmed (docs/product.md §4: such users stay at registration confirmation). */
  role: z.nullable(roleSchema),
  metaMaskAddress: z.nullable(evmAddress),
  avatarUrl: z.nullable(z.string()),
  emailConfirmed: z.boolean(),
  createdAt: isoDateTime,
});
export type User = z.infer<typeof userSchema>;

export const sessionSchema = z.object({
  user: userSchema,
  /** Bearer access token (JWT, 1800 s). */
  token: z.string(),
  /** Opaque refresh token (30 days, rotated on every use); browsers also get it as an httpOnly cookie. */
  refreshToken: z.string(),
  /** The access token's lifetime: shorter for an operator (decision 68). */
  expiresIn: z.union([z.literal(TOKEN_LIFETIME.accessSeconds), z.literal(OPERATOR.accessSeconds)]),
});
export type Session = z.infer<typeof sessionSchema>;

/** What a password or wallet sign-in answers when the account has a second factor (decision 67): no tokens yet. */
export const totpChallengeSchema = z.object({
  totpRequired: z.literal(true),
  /** Signed, bound to the account and the first factor, good for five minutes; POST /api/v1/login/totp takes it. */
  challenge: z.string(),
});
export type TotpChallenge = z.infer<typeof totpChallengeSchema>;

/** A sign-in's answer: a session, or the second step's challenge. */
export const signInSchema = z.union([sessionSchema, totpChallengeSchema]);
export type SignIn = z.infer<typeof signInSchema>;

const utmFields = {
  utm_source: z.optional(text(LIMITS.utmMax)),
  utm_medium: z.optional(text(LIMITS.utmMax)),
  utm_campaign: z.optional(text(LIMITS.utmMax)),
  utm_content: z.optional(text(LIMITS.utmMax)),
  utm_term: z.optional(text(LIMITS.utmMax)),
};
export const utmSchema = z.strictObject(utmFields);
export type Utm = z.infer<typeof utmSchema>;

/** Sign-In with Ethereum proof: an EIP-4361 message and its signature. */
const walletProof = {
  message: multilineString().check(z.minLength(1), z.maxLength(4096)),
  signature: z.string().check(z.regex(/^0x[0-9a-fA-F]{2,4096}$/, { error: 'validation.invalid' })),
};

export const registerBody = z.strictObject({
  login: emailField,
  password: passwordField,
  name: z.optional(displayText(LIMITS.nameMax)),
  locale: z.optional(localeSchema),
  source: z.optional(text(LIMITS.sourceMax)),
  invite: z.optional(text(LIMITS.inviteMax)),
  /** Accepted only together with a wallet proof. */
  metaMaskAddress: z.optional(addressField),
  message: z.optional(walletProof.message),
  signature: z.optional(walletProof.signature),
  ...utmFields,
});
export type RegisterBody = z.input<typeof registerBody>;

export const loginBody = z.strictObject({
  login: z.pipe(
    plainString().check(
      z.trim(),
      z.minLength(1, { error: 'validation.required' }),
      z.maxLength(LIMITS.loginMax, { error: 'validation.maxLength' }),
    ),
    z.transform((v) => v.toLowerCase()),
  ),
  password: anyPasswordField,
});
export type LoginBody = z.input<typeof loginBody>;

/** The nonce call takes nothing: no body (null) or an empty object. */
export const walletNonceBody = z.nullish(z.strictObject({}));
export const walletNonceResponse = z.object({ nonce: z.string(), expiresAt: isoDateTime });

/** Wallet sign-in: the spec's fields plus the SIWE message and signature. */
export const loginV2Body = z.strictObject({
  metaMaskAddress: addressField,
  source: z.optional(text(LIMITS.sourceMax)),
  invite: z.optional(text(LIMITS.inviteMax)),
  locale: z.optional(localeSchema),
  ...walletProof,
  ...utmFields,
});
export type LoginV2Body = z.input<typeof loginV2Body>;

/** Browsers send the cookie and no body at all, which arrives as null. */
export const refreshBody = z.nullish(
  z.strictObject({ refreshToken: z.optional(plainString().check(z.minLength(1), z.maxLength(256))) }),
);
export const logoutBody = refreshBody;

export const loginOnlyBody = z.strictObject({ login: emailField });
export const confirmLoginBody = z.strictObject({ login: emailField, code: codeField });
export const changePasswordByCodeBody = z.strictObject({ login: emailField, password: passwordField, code: codeField });
export const changePasswordBody = z.strictObject({ currentPassword: anyPasswordField, password: passwordField });

export const updateUserBody = z
  .strictObject({
    name: z.optional(z.nullable(displayText(LIMITS.nameMax))),
    email: z.optional(z.nullable(emailField)),
    phone: z.optional(z.nullable(phoneField)),
    telegram: z.optional(z.nullable(telegramField)),
    locale: z.optional(localeSchema),
  })
  .check(z.refine((v) => Object.keys(v).length > 0, { error: 'validation.required' }));
export type UpdateUserBody = z.input<typeof updateUserBody>;

export const connectWalletBody = z.strictObject({ id: uuid, metaMaskAddress: addressField, ...walletProof });

export const userResponse = z.object({ user: userSchema });

export const authEndpoints = {
  register: endpoint({
    method: 'POST',
    path: '/api/v1/register',
    tag: 'auth',
    auth: 'none',
    status: 201,
    summary: 'Create a password account and e-mail a confirmation code',
    body: registerBody,
    response: sessionSchema,
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/v1/login',
    tag: 'auth',
    auth: 'none',
    summary: 'Sign in with login and password',
    body: loginBody,
    response: signInSchema,
  }),
  walletNonce: endpoint({
    method: 'POST',
    path: '/api/v1/wallet/nonce',
    tag: 'auth',
    auth: 'none',
    summary: 'A single-use nonce for a Sign-In with Ethereum message',
    body: walletNonceBody,
    response: walletNonceResponse,
  }),
  loginV2: endpoint({
    method: 'POST',
    path: '/api/v1/login-v2',
    tag: 'auth',
    auth: 'none',
    summary: 'Sign in or sign up with a wallet (SIWE)',
    body: loginV2Body,
    response: signInSchema,
  }),
  refresh: endpoint({
    method: 'POST',
    path: '/api/v1/refresh',
    tag: 'auth',
    auth: 'none',
    summary: 'Rotate the refresh token (body or cookie) and get a new access token',
    body: refreshBody,
    response: sessionSchema,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/v1/logout',
    tag: 'auth',
    auth: 'none',
    summary: 'End the session of the bearer token or refresh token',
    body: logoutBody,
    response: messageSchema,
  }),
  profile: endpoint({
    method: 'GET',
    path: '/api/v1/profile',
    tag: 'account',
    // The confirmation screen shows who is signed in.
    auth: 'unconfirmed',
    summary: 'The signed-in account',
    response: userResponse,
  }),
  updateUser: endpoint({
    method: 'PUT',
    path: '/api/v1/user/update',
    tag: 'account',
    auth: 'user',
    summary: 'Update personal info',
    body: updateUserBody,
    response: userResponse,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/v1/user/change-password',
    tag: 'account',
    auth: 'user',
    summary: 'Change the password; every other session ends',
    body: changePasswordBody,
    response: sessionSchema,
  }),
  sendPasswordRecovery: endpoint({
    method: 'POST',
    path: '/api/v1/send-password-recovery',
    tag: 'auth',
    auth: 'none',
    summary: 'E-mail a password recovery code',
    body: loginOnlyBody,
    response: messageSchema,
  }),
  sendApproveEmail: endpoint({
    method: 'POST',
    path: '/api/v1/send-approve-email',
    tag: 'auth',
    auth: 'none',
    summary: 'Send the e-mail confirmation code again',
    body: loginOnlyBody,
    response: messageSchema,
  }),
  confirmLogin: endpoint({
    method: 'POST',
    path: '/api/v1/confirm-login',
    tag: 'auth',
    auth: 'none',
    summary: 'Confirm the e-mail with the code; the account becomes an investor',
    body: confirmLoginBody,
    response: sessionSchema,
  }),
  changePasswordByCode: endpoint({
    method: 'POST',
    path: '/api/v1/change-password-by-code',
    tag: 'auth',
    auth: 'none',
    summary: 'Set a new password with the recovery code; every session ends',
    body: changePasswordByCodeBody,
    response: messageSchema,
  }),
  connectWallet: endpoint({
    method: 'POST',
    path: '/api/v1/connect-mm',
    tag: 'account',
    auth: 'user',
    summary: 'Link a wallet to the account with a SIWE proof',
    body: connectWalletBody,
    response: userResponse,
  }),
} as const;
