/**
 * The users console (docs/product.md §10, decisions 74 and 75): search, a user's page, and the operator's actions on
 * an account — freeze, unfreeze, revoke sessions, unlink the wallet, resend the confirmation, change the role.
 */
import * as z from 'zod/mini';
import { cursorPage, cursorQuery, endpoint, evmAddress, isoDateTime, messageSchema, uuid } from './common.ts';
import {
  balanceQuery,
  balanceResponse,
  idParams,
  transactionsCsvQuery,
  transactionsQuery,
  transactionsResponse,
} from './ledger.ts';
import { poolNameSchema, tokenAmount, tokenLabelSchema } from './pools.ts';
import { plainString, requiredDisplayText } from './validation.ts';

export const USER_ROLES = ['investor', 'admin'] as const;
export const userRoleSchema = z.enum(USER_ROLES, { error: 'validation.invalid' });
export type UserRole = z.infer<typeof userRoleSchema>;
/** unconfirmed: no role yet (the e-mail is not confirmed); frozen wins over the others. */
export const USER_STATUSES = ['active', 'frozen', 'unconfirmed'] as const;
export const userStatusSchema = z.enum(USER_STATUSES, { error: 'validation.invalid' });
export type UserStatus = z.infer<typeof userStatusSchema>;

/**
 * `q` is read by its shape: a uuid is an id, `0x…` a wallet (exact, any case), 12 lower-case letters or digits a
 * referral id (or a prefix), anything else a case-insensitive prefix of the e-mail, login or name.
 */
export const adminUsersQuery = z.strictObject({
  ...cursorQuery.shape,
  q: z.optional(plainString().check(z.trim(), z.maxLength(200))),
  role: z.optional(userRoleSchema),
  status: z.optional(userStatusSchema),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuery>;

const operatorRef = z.object({ id: uuid, login: z.nullable(z.string()) });

export const adminUserSchema = z.object({
  id: uuid,
  login: z.nullable(z.string()),
  email: z.nullable(z.string()),
  name: z.nullable(z.string()),
  role: z.nullable(userRoleSchema),
  status: userStatusSchema,
  wallet: z.nullable(evmAddress),
  referralId: z.string(),
  createdAt: isoDateTime,
  /** Who froze the account, when and why; null unless frozen. */
  frozen: z.nullable(z.object({ at: isoDateTime, reason: z.string(), by: z.nullable(operatorRef) })),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersResponse = cursorPage(adminUserSchema);
export type AdminUsersResponse = z.infer<typeof adminUsersResponse>;

export const adminSessionSchema = z.object({
  id: uuid,
  createdAt: isoDateTime,
  lastUsedAt: isoDateTime,
  ip: z.nullable(z.string()),
  userAgent: z.nullable(z.string()),
  revokedAt: z.nullable(isoDateTime),
  revokeReason: z.nullable(z.string()),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

export const SIGN_IN_METHODS = ['password', 'wallet', 'code'] as const;
export const adminSignInSchema = z.object({
  createdAt: isoDateTime,
  method: z.enum(SIGN_IN_METHODS),
  ok: z.boolean(),
  /** Why it was refused: a wrong password, or a frozen account. */
  failure: z.nullable(z.enum(['password', 'frozen'])),
  ip: z.nullable(z.string()),
  userAgent: z.nullable(z.string()),
});
export type AdminSignIn = z.infer<typeof adminSignInSchema>;

export const adminUserDetailSchema = z.extend(adminUserSchema, {
  phone: z.nullable(z.string()),
  telegram: z.nullable(z.string()),
  locale: z.enum(['en', 'ru']),
  emailConfirmedAt: z.nullable(isoDateTime),
  source: z.nullable(z.string()),
  /** Shares and their value in the asset's units, per pool and asset; only assets the user holds or held. */
  positions: z.array(
    z.object({
      pool: poolNameSchema,
      token: tokenLabelSchema,
      value: tokenAmount,
      deposited: tokenAmount,
      withdrawn: tokenAmount,
    }),
  ),
  referrals: z.object({
    referrer: z.nullable(operatorRef),
    /** How many referrers stand above the user (0 for an account nobody invited). */
    uplineDepth: z.int().check(z.minimum(0)),
    /** Members per downline level, level 1 = direct referrals; only levels with members. */
    downline: z.array(z.object({ level: z.int().check(z.minimum(1)), members: z.int().check(z.minimum(0)) })),
  }),
  /** The newest 20 sessions, open and ended. */
  sessions: z.array(adminSessionSchema),
  /** The newest 50 sign-in attempts. */
  signIns: z.array(adminSignInSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const freezeUserBody = z.strictObject({ reason: requiredDisplayText(500) });
export type FreezeUserBody = z.input<typeof freezeUserBody>;

export const setUserRoleBody = z.strictObject({ role: userRoleSchema });
export type SetUserRoleBody = z.input<typeof setUserRoleBody>;

export const revokedSessionsResponse = z.object({ revoked: z.int().check(z.minimum(0)) });
export type RevokedSessionsResponse = z.infer<typeof revokedSessionsResponse>;

const userAction = (path: `/api/v1/admin/users/:id/${string}`, summary: string) =>
  ({ method: 'POST', path, tag: 'admin', auth: 'admin', fresh: true, summary, params: idParams }) as const;

export const adminUsersEndpoints = {
  adminUsers: endpoint({
    method: 'GET',
    path: '/api/v1/admin/users',
    tag: 'admin',
    auth: 'admin',
    summary: 'Users, newest first: search by e-mail, login or name prefix, wallet, id or referral id; keyset pages',
    query: adminUsersQuery,
    response: adminUsersResponse,
  }),
  adminUser: endpoint({
    method: 'GET',
    path: '/api/v1/admin/users/:id',
    tag: 'admin',
    auth: 'admin',
    summary: "A user's page: profile, status, wallet, positions, referrals, sessions and sign-in history",
    params: idParams,
    response: adminUserDetailSchema,
  }),
  adminUserBalance: endpoint({
    method: 'GET',
    path: '/api/v1/admin/users/:id/balance',
    tag: 'admin',
    auth: 'admin',
    summary: "The user's balance totals and daily series, as the cabinet shows them",
    params: idParams,
    query: balanceQuery,
    response: balanceResponse,
  }),
  adminUserTransactions: endpoint({
    method: 'GET',
    path: '/api/v1/admin/users/:id/transactions',
    tag: 'admin',
    auth: 'admin',
    summary: "The user's statement of movements, newest first",
    params: idParams,
    query: transactionsQuery,
    response: transactionsResponse,
  }),
  adminUserTransactionsCsv: endpoint({
    method: 'GET',
    path: '/api/v1/admin/users/:id/transactions.csv',
    tag: 'admin',
    auth: 'admin',
    summary: "The user's statement as a text/csv download, the cabinet's columns",
    params: idParams,
    query: transactionsCsvQuery,
    response: z.string(),
  }),
  adminFreezeUser: endpoint({
    ...userAction(
      '/api/v1/admin/users/:id/freeze',
      'Freeze: no sign-in, no withdrawal, sessions end; the reason is shown',
    ),
    body: freezeUserBody,
    response: adminUserSchema,
  }),
  adminUnfreezeUser: endpoint({
    ...userAction('/api/v1/admin/users/:id/unfreeze', 'Unfreeze: the user may sign in and withdraw again'),
    response: adminUserSchema,
  }),
  adminRevokeUserSessions: endpoint({
    ...userAction('/api/v1/admin/users/:id/sessions/revoke', "End every open session of the user's"),
    response: revokedSessionsResponse,
  }),
  adminUnlinkUserWallet: endpoint({
    ...userAction('/api/v1/admin/users/:id/wallet/unlink', 'Unlink the wallet; the user may link another one later'),
    response: adminUserSchema,
  }),
  adminResendConfirmation: endpoint({
    method: 'POST',
    path: '/api/v1/admin/users/:id/resend-confirmation',
    tag: 'admin',
    auth: 'admin',
    summary: 'Mail a fresh confirmation code to an account whose e-mail is not confirmed',
    params: idParams,
    response: messageSchema,
  }),
  adminSetUserRole: endpoint({
    ...userAction('/api/v1/admin/users/:id/role', "Make operator or remove operator (never one's own, never the last)"),
    body: setUserRoleBody,
    response: adminUserSchema,
  }),
} as const;
