/**
 * The domain events outbox (decision 69) and the operator alerts' remembered conditions (decision 70).
 *
 * An event is inserted in the transaction of the change it reports. Its `seq`, the order consumers read in, is
 * given at commit by a deferred trigger that holds a transaction lock until the commit ends: so `seq` follows
 * commit order, and once a consumer sees seq n every smaller seq is visible too. (The identity id follows insert
 * order; a consumer reading by id would skip an event whose transaction commits after a later id's.) Consumers keep
 * their position in event_consumers, advanced in the transaction of their own effect: exactly once per consumer.
 */
import { type Kysely, sql } from 'kysely';

/** The transaction lock of the commit-time numbering (an arbitrary constant: "yc events"). */
export const EVENTS_SEQ_LOCK_KEY = 7_920_411_019;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence events_seq as bigint`.execute(db);
  await sql`
    create table events (
      id bigint generated always as identity primary key,
      seq bigint unique,
      type text not null check (type ~ '^[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$' and length(type) <= 80),
      user_id uuid,
      object_type text not null check (length(object_type) between 1 and 40),
      object_id text check (length(object_id) <= 200),
      payload jsonb not null default '{}',
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create function events_number() returns trigger language plpgsql as $$
    begin
      perform pg_advisory_xact_lock(${sql.lit(EVENTS_SEQ_LOCK_KEY)}::bigint);
      update events set seq = nextval('events_seq') where id = new.id;
      return null;
    end $$`.execute(db);
  await sql`
    create constraint trigger events_number after insert on events
    deferrable initially deferred for each row execute function events_number()`.execute(db);

  // The withdrawal's lifecycle and credited deposits are emitted by the database, in the transaction of the change,
  // whichever module makes it (a request, an operator's decision or retry, the payout worker, the deposit watcher,
  // an operator's assignment): none of them can forget to. Amounts are decimal strings of base units.
  await sql`
    create function withdrawal_events() returns trigger language plpgsql as $$
    declare
      event_type text;
    begin
      if tg_op = 'INSERT' then
        event_type := 'withdrawal.requested';
      elsif new.status is distinct from old.status then
        event_type := case new.status
          when 'approved' then 'withdrawal.approved'
          when 'rejected' then 'withdrawal.rejected'
          when 'confirmed' then 'withdrawal.paid'
          when 'failed' then 'payout.failed'
        end;
      end if;
      if event_type is not null then
        insert into events (type, user_id, object_type, object_id, payload)
        values (event_type, new.user_id, 'withdrawal', new.id::text, jsonb_build_object(
          'status', new.status, 'pool', new.pool, 'currency', new.currency, 'chainId', new.chain_id,
          'amount', new.amount::text, 'fee', new.fee::text, 'needsApproval', new.needs_approval,
          'reason', new.reason, 'txHash', new.tx_hash));
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger withdrawals_events after insert or update of status on withdrawals
    for each row execute function withdrawal_events()`.execute(db);
  await sql`
    create function deposit_events() returns trigger language plpgsql as $$
    begin
      insert into events (type, user_id, object_type, object_id, payload)
      values ('deposit.credited', new.user_id, 'deposit', new.chain_id || ':' || new.tx_hash || ':' || new.log_index,
        jsonb_build_object('entryId', new.id::text, 'pool', new.pool, 'currency', new.token, 'chainId', new.chain_id,
          'txHash', new.tx_hash, 'amount', new.amount::text, 'fee', new.fee::text));
      return null;
    end $$`.execute(db);
  await sql`
    create trigger journal_entries_deposit_events after insert on journal_entries
    for each row when (new.kind = 'deposit') execute function deposit_events()`.execute(db);

  await sql`
    create table event_consumers (
      name text primary key check (name ~ '^[a-z][a-z0-9-]{1,59}$'),
      last_seq bigint not null default 0,
      updated_at timestamptz not null default now()
    )`.execute(db);

  // A condition the alert watcher looks at each pass (a stale price, a hot wallet short of its queue): an alert is
  // raised when it turns on, not while it stays on.
  await sql`
    create table alert_conditions (
      key text primary key check (length(key) between 1 and 200),
      active boolean not null,
      since timestamptz not null default now(),
      details jsonb not null default '{}'
    )`.execute(db);

  // The overview's "active in 7 days": sessions by their last use.
  await sql`create index sessions_last_used on sessions (last_used_at, user_id)`.execute(db);
}
