/**
 * The domain events outbox (decision 69). A change that others may react to writes an event with the executor of
 * its own transaction, so the event commits or rolls back with it; consumers (operator alerts, investor
 * notifications: decision 104) read the outbox on the job runner, each at its own position, and never run inside a
 * money path.
 */
import type { Executor } from '../../db/database.ts';

/** Every event type a module emits; dotted, lower case. */
export const EVENT_TYPES = [
  'withdrawal.requested',
  'withdrawal.approved',
  'withdrawal.rejected',
  'withdrawal.paid',
  'payout.failed',
  'deposit.credited',
  'reconciliation.mismatch',
  'price.stale',
  'price.recovered',
  'price.held',
  'price.released',
  'hot_wallet.shortfall',
  'hot_wallet.covered',
  // Emitted by the database's triggers of migration 033 (decision 104).
  'deposit.seen',
  'wallet.linked',
  'wallet.unlinked',
  'password.changed',
  'referral.harvested',
  'referral.member_joined',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export interface DomainEvent {
  type: EventType;
  /** The investor the event concerns, if any (issue 16's notifications go to them). */
  userId?: string | null;
  objectType: string;
  objectId?: string | null;
  /** Plain JSON; bigints are written as decimal strings. */
  payload?: Record<string, unknown>;
}

/** An event as a consumer reads it. */
export interface StoredEvent {
  id: string;
  seq: string;
  type: EventType;
  userId: string | null;
  objectType: string;
  objectId: string | null;
  payload: Record<string, unknown>;
  createdAt: Date;
}

/** JSON with bigints as decimal strings: an event's payload, an alert condition's details. */
export const eventJson = (value: Record<string, unknown>): string =>
  JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

export class EventOutbox {
  /** Writes the event in `executor`'s transaction (pass the change's `tx`). */
  async emit(executor: Executor, event: DomainEvent): Promise<void> {
    await executor
      .insertInto('events')
      .values({
        type: event.type,
        user_id: event.userId ?? null,
        object_type: event.objectType,
        object_id: event.objectId ?? null,
        payload: eventJson(event.payload ?? {}),
      })
      .execute();
  }
}
