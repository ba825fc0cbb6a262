/**
 * The `notifications` consumer's handler (decision 104): an investor-facing event of the outbox becomes one
 * notification of its user, written in the consumer's transaction (so once per event), with amounts as decimal
 * strings of token units; once that transaction commits, the user's live streams hear of it.
 */
import {
  ALL_POOLS,
  type AnyPool,
  type LocaleCode,
  NOTIFICATION_TYPES,
  type Notification,
  type NotificationType,
} from '@yc/contract';
import { fromBaseUnits } from '@yc/contract/amounts';
import { TOKEN_DECIMALS, type TokenLabel } from '@yc/contract/pools';
import { getAddress } from 'viem';
import { afterCommit, type Executor } from '../../db/database.ts';
import type { EventType, StoredEvent } from '../events/event-outbox.ts';
import type { NotificationStreams } from './notification-streams.ts';
import type { NotificationsRepository } from './notifications.repository.ts';

/** Every notification type is an event type of the outbox. */
export const NOTIFIED_EVENT_TYPES: readonly EventType[] = NOTIFICATION_TYPES;

type DataOf<T extends NotificationType> = Extract<Notification, { type: T }>['data'];
/** A rejection keeps the operator's reason in every language; the reader's is picked when it is read. */
export type RejectionPayload = Omit<DataOf<'withdrawal.rejected'>, 'reason'> & { reasons: Record<LocaleCode, string> };
type Payload = {
  [T in NotificationType]: T extends 'withdrawal.rejected' ? RejectionPayload : DataOf<T>;
}[NotificationType];

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const isPool = (value: unknown): value is AnyPool => (ALL_POOLS as readonly unknown[]).includes(value);
const isToken = (value: unknown): value is TokenLabel =>
  typeof value === 'string' && Object.hasOwn(TOKEN_DECIMALS, value);
const units = (value: unknown, token: TokenLabel) => fromBaseUnits(BigInt(text(value) || '0'), TOKEN_DECIMALS[token]);

/** The pool and token an event names; null for a pool or a token the product does not know. */
function assetOf(p: Record<string, unknown>) {
  const { pool, currency } = p;
  return isPool(pool) && isToken(currency) ? { pool, currency } : null;
}

/** The pool, token and amount (base units in the event) an event names. */
function moneyOf(p: Record<string, unknown>) {
  const asset = assetOf(p);
  return asset && { ...asset, amount: units(p.amount, asset.currency) };
}

function withdrawalOf(event: StoredEvent) {
  const money = moneyOf(event.payload);
  if (!money || !event.objectId) return null;
  return { withdrawalId: event.objectId, ...money, fee: units(event.payload.fee, money.currency) };
}

const onChain = (p: Record<string, unknown>) => ({ chainId: Number(p.chainId), txHash: text(p.txHash) });

/** What the notification of `event` holds; null when the event tells an investor nothing the contract can say. */
export async function payloadOf(tx: Executor, event: StoredEvent): Promise<Payload | null> {
  const p = event.payload;
  switch (event.type) {
    case 'deposit.seen': {
      const asset = assetOf(p);
      return asset && { ...asset, claimedAmount: text(p.claimedAmount), ...onChain(p) };
    }
    case 'deposit.credited': {
      const money = moneyOf(p);
      return money && { ...money, fee: units(p.fee, money.currency), ...onChain(p) };
    }
    case 'withdrawal.requested': {
      const w = withdrawalOf(event);
      return w && { ...w, needsApproval: p.needsApproval === true };
    }
    case 'withdrawal.approved':
      return withdrawalOf(event);
    case 'withdrawal.paid': {
      const w = withdrawalOf(event);
      return w && { ...w, ...onChain(p) };
    }
    case 'withdrawal.rejected': {
      const w = withdrawalOf(event);
      if (!w) return null;
      // The event carries no reason (migration 019 emits the payout error's column); a rejection's two are final.
      const row = await tx
        .selectFrom('withdrawals')
        .select(['reason_en', 'reason_ru'])
        .where('id', '=', w.withdrawalId)
        .executeTakeFirst();
      return { ...w, reasons: { en: row?.reason_en ?? '', ru: row?.reason_ru ?? '' } };
    }
    case 'referral.harvested':
      return moneyOf(p);
    case 'referral.member_joined':
      return { level: Number(p.level) };
    case 'password.changed':
      return {};
    case 'wallet.linked':
    case 'wallet.unlinked':
      return { address: getAddress(text(p.address)) };
    default:
      return null;
  }
}

export interface NotifyDeps {
  repo: Pick<NotificationsRepository, 'add'>;
  streams: Pick<NotificationStreams, 'announce'>;
}

/** The consumer's handler: the event's notification in `tx`, announced to the user's streams after the commit. */
export async function notify(deps: NotifyDeps, tx: Executor, event: StoredEvent): Promise<void> {
  const userId = event.userId;
  if (!userId) return;
  const payload = await payloadOf(tx, event);
  if (!payload) return;
  if (await deps.repo.add(tx, { userId, eventId: event.id, type: event.type, payload })) {
    afterCommit(tx, () => deps.streams.announce(userId));
  }
}
