/**
 * The operator console's audit log (docs/product.md §10, decision 66): one row per operator action or console change,
 * written in the transaction of the change it records. The table is append-only: a trigger refuses UPDATE and DELETE
 * row by row, and TRUNCATE, on PGlite and PostgreSQL alike.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table audit_log (
      id bigint generated always as identity primary key,
      created_at timestamptz not null default now(),
      actor_id uuid references users (id),
      ip text check (length(ip) <= 100),
      action text not null check (action ~ '^[a-z][a-z0-9_.]{1,79}$'),
      object_type text not null check (length(object_type) between 1 and 40),
      object_id text check (length(object_id) <= 200),
      before jsonb,
      after jsonb
    )`.execute(db);
  // The console's filters: newest first overall, by operator, by object, by action.
  await sql`create index audit_log_actor on audit_log (actor_id, id desc)`.execute(db);
  await sql`create index audit_log_object on audit_log (object_type, object_id, id desc)`.execute(db);
  await sql`create index audit_log_action on audit_log (action, id desc)`.execute(db);

  await sql`
    create function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log is append-only: % refused', tg_op using errcode = '42501';
    end $$`.execute(db);
  await sql`
    create trigger audit_log_no_change before update or delete on audit_log
    for each row execute function audit_log_append_only()`.execute(db);
  await sql`
    create trigger audit_log_no_truncate before truncate on audit_log
    for each statement execute function audit_log_append_only()`.execute(db);
}
