/**
 * DAO governance (issue 6): operator proposals with 2–10 options, a weight snapshot per SPOOL holder taken once
 * per proposal as of its start, and one vote per account (the primary key) carrying the voter's snapshot weight.
 * Weights are NUMERIC(78,0) SPOOL base units (18 decimals).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table dao_proposals (
      id uuid primary key default gen_random_uuid(),
      title text not null check (length(title) between 1 and 200),
      description text not null check (length(description) between 1 and 10000),
      starts_at timestamptz not null,
      ends_at timestamptz not null,
      -- Set once, when the holders' weights as of starts_at have been written.
      snapshot_at timestamptz,
      created_by uuid not null references users (id),
      created_at timestamptz not null default now(),
      check (starts_at < ends_at)
    )`.execute(db);
  await sql`create index dao_proposals_starts on dao_proposals (starts_at desc, id)`.execute(db);
  await sql`
    create table dao_proposal_options (
      id uuid primary key default gen_random_uuid(),
      proposal_id uuid not null references dao_proposals (id),
      position integer not null check (position >= 0),
      label text not null check (length(label) between 1 and 200),
      unique (proposal_id, position),
      unique (proposal_id, id)
    )`.execute(db);
  await sql`
    create table dao_voting_weights (
      proposal_id uuid not null references dao_proposals (id),
      user_id uuid not null references users (id),
      weight numeric(78, 0) not null check (weight > 0),
      primary key (proposal_id, user_id)
    )`.execute(db);
  await sql`
    create table dao_votes (
      proposal_id uuid not null,
      user_id uuid not null references users (id),
      option_id uuid not null,
      weight numeric(78, 0) not null check (weight >= 0),
      created_at timestamptz not null default now(),
      primary key (proposal_id, user_id),
      foreign key (proposal_id, option_id) references dao_proposal_options (proposal_id, id)
    )`.execute(db);
  await sql`create index dao_votes_option on dao_votes (proposal_id, option_id)`.execute(db);
}
