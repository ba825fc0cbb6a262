/**
 * The investor's notification centre (issue 16, decision 104): the bell's list with its unread count, marking read,
 * and the live stream of new notifications (server-sent events).
 */
import * as z from 'zod/mini';
import { cursorQuery, endpoint, evmAddress, isoDateTime, txHash, uuid } from './common.ts';
import { idParams } from './ledger.ts';
import { chainIdSchema, poolNameSchema, tokenAmount, tokenLabelSchema } from './pools.ts';

/** The most notifications one page holds. */
export const NOTIFICATIONS_PAGE_MAX = 50;
/** The most live streams one user may hold open on one server instance (a browser tab each). */
export const NOTIFICATION_STREAMS_MAX = 5;

/** What an investor is told of; each names a domain event of the same name. */
export const NOTIFICATION_TYPES = [
  'deposit.seen',
  'deposit.credited',
  'withdrawal.requested',
  'withdrawal.approved',
  'withdrawal.paid',
  'withdrawal.rejected',
  'referral.harvested',
  'referral.member_joined',
  'password.changed',
  'wallet.linked',
  'wallet.unlinked',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

const seq = z
  .string()
  .check(
    z.regex(/^[1-9][0-9]{0,18}$/),
    z.describe(
      "The notification's place in the stream, newest highest: the stream's event `id`, sent back as Last-Event-ID",
    ),
  );

const base = { id: uuid, seq, createdAt: isoDateTime, readAt: z.nullable(isoDateTime) };
const asset = { pool: poolNameSchema, currency: tokenLabelSchema };
const money = { ...asset, amount: tokenAmount };
const withdrawal = { withdrawalId: uuid, ...money, fee: tokenAmount };
/** The transaction on the chain, for the network's explorer link. */
const onChain = { chainId: chainIdSchema, txHash };

/** One notification: its `type` says what `data` holds. */
export const notificationSchema = z.discriminatedUnion('type', [
  z.object({
    ...base,
    type: z.literal('deposit.seen'),
    data: z.object({
      ...asset,
      claimedAmount: tokenAmount.check(z.describe('What the investor reported; the credit counts what the chain says')),
      ...onChain,
    }),
  }),
  z.object({
    ...base,
    type: z.literal('deposit.credited'),
    data: z.object({ ...money, fee: tokenAmount, ...onChain }),
  }),
  z.object({
    ...base,
    type: z.literal('withdrawal.requested'),
    data: z.object({
      ...withdrawal,
      needsApproval: z.boolean().check(z.describe('It waits for an operator; else it is approved already')),
    }),
  }),
  z.object({ ...base, type: z.literal('withdrawal.approved'), data: z.object(withdrawal) }),
  z.object({ ...base, type: z.literal('withdrawal.paid'), data: z.object({ ...withdrawal, ...onChain }) }),
  z.object({
    ...base,
    type: z.literal('withdrawal.rejected'),
    data: z.object({
      ...withdrawal,
      reason: z.string().check(z.describe("The operator's reason, in the caller's language")),
    }),
  }),
  z.object({ ...base, type: z.literal('referral.harvested'), data: z.object(money) }),
  z.object({
    ...base,
    type: z.literal('referral.member_joined'),
    data: z.object({ level: z.int().check(z.minimum(1), z.describe('The level of the downline the member joined')) }),
  }),
  z.object({ ...base, type: z.literal('password.changed'), data: z.object({}) }),
  z.object({ ...base, type: z.literal('wallet.linked'), data: z.object({ address: evmAddress }) }),
  z.object({ ...base, type: z.literal('wallet.unlinked'), data: z.object({ address: evmAddress }) }),
]);
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuery = z.strictObject({
  ...cursorQuery.shape,
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(NOTIFICATIONS_PAGE_MAX)), 20),
});
export type NotificationsQuery = z.input<typeof notificationsQuery>;

const unread = z.int().check(z.minimum(0), z.describe('How many of all the notifications are unread'));

export const notificationsResponse = z.object({
  /** Newest first. */
  items: z.array(notificationSchema),
  nextCursor: z.nullable(z.string()),
  unread,
});
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

export const unreadNotificationsResponse = z.object({ unread });
export type UnreadNotificationsResponse = z.infer<typeof unreadNotificationsResponse>;

const tag = 'notifications';

export const notificationEndpoints = {
  notifications: endpoint({
    method: 'GET',
    path: '/api/v1/notifications',
    tag,
    auth: 'user',
    summary: 'Notifications by keyset pages, newest first, and how many are unread',
    query: notificationsQuery,
    response: notificationsResponse,
  }),
  notificationStream: endpoint({
    method: 'GET',
    path: '/api/v1/notifications/stream',
    tag,
    auth: 'user',
    summary:
      'Server-sent events (text/event-stream): each notification after the one the Last-Event-ID header names (with ' +
      'none, after the newest now), then each new one as it comes, as `event: notification` with its `seq` as `id` ' +
      'and the notification as JSON `data`; a comment line every 25 s keeps it open. 429 beyond ' +
      `${NOTIFICATION_STREAMS_MAX} streams of one user`,
    // It takes no query: anything sent is refused before the stream starts.
    query: z.strictObject({}),
    response: z.string(),
  }),
  readNotification: endpoint({
    method: 'POST',
    path: '/api/v1/notifications/:id/read',
    tag,
    auth: 'user',
    summary: 'Marks one notification read (again: no change)',
    params: idParams,
    response: unreadNotificationsResponse,
  }),
  readAllNotifications: endpoint({
    method: 'POST',
    path: '/api/v1/notifications/read',
    tag,
    auth: 'user',
    summary: 'Marks every notification read (again: no change)',
    response: unreadNotificationsResponse,
  }),
} as const;
