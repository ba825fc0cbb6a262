/**
 * The users console's reads (decision 74): the search, one account's summary, its referral counts and sessions.
 * Every list is a keyset range of an index of migration 023, so it stays fast at a million accounts.
 */
import type { AdminUser, UserStatus } from '@yc/contract';
import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { afterKey, decodeTimeCursor, keysetPage, keyTime } from '../../lib/keyset.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const WALLET = /^0x[0-9a-f]*$/i;
/** The format migration 010 draws referral ids in. */
const REFERRAL_ID = /^[a-z0-9]{12}$/;

export interface UserSearch {
  q?: string | undefined;
  role?: 'investor' | 'admin' | undefined;
  status?: UserStatus | undefined;
  cursor?: string | undefined;
  limit: number;
}

type UsersQuery = SelectQueryBuilder<Database, 'users', object>;

/** `%`, `_` and `\` match themselves: the operator types a prefix, not a pattern. */
const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Above this many matches a prefix is common enough for the newest-first index walk to meet a page of them soon. */
const FEW_MATCHES = 1000;

const isTextSearch = (q: string) => !UUID.test(q) && !WALLET.test(q);

/** What `q` means by its shape (the contract's `adminUsersQuery`). */
function matchQuery(eb: ExpressionBuilder<Database, 'users'>, q: string) {
  if (UUID.test(q)) return eb('users.id', '=', q.toLowerCase());
  if (WALLET.test(q)) return eb('users.meta_mask_address', '=', q.toLowerCase());
  const prefix = likePrefix(q);
  const byText = [
    eb(sql`lower(users.email)`, 'like', prefix),
    eb(sql`lower(users.login)`, 'like', prefix),
    eb(sql`lower(users.name)`, 'like', prefix),
  ];
  return eb.or(REFERRAL_ID.test(q) ? [eb('users.referral_id', '=', q), ...byText] : byText);
}

function filterStatus(query: UsersQuery, status: UserStatus): UsersQuery {
  if (status === 'frozen') return query.where('users.frozen_at', 'is not', null);
  const unfrozen = query.where('users.frozen_at', 'is', null);
  return status === 'unconfirmed'
    ? unfrozen.where('users.role', 'is', null)
    : unfrozen.where('users.role', 'is not', null);
}

export const statusOf = (u: { frozen_at: Date | null; role: string | null }): UserStatus =>
  u.frozen_at ? 'frozen' : u.role ? 'active' : 'unconfirmed';

const SUMMARY_COLUMNS = [
  'users.id',
  'users.login',
  'users.email',
  'users.name',
  'users.role',
  'users.meta_mask_address',
  'users.referral_id',
  'users.created_at',
  'users.frozen_at',
  'users.frozen_reason',
  'users.frozen_by',
  'operator.login as frozen_by_login',
] as const;

type SummaryRow = {
  id: string;
  login: string | null;
  email: string | null;
  name: string | null;
  role: 'investor' | 'admin' | null;
  meta_mask_address: string | null;
  referral_id: string;
  created_at: Date;
  frozen_at: Date | null;
  frozen_reason: string | null;
  frozen_by: string | null;
  frozen_by_login: string | null;
};

export function toAdminUser(r: SummaryRow): AdminUser {
  return {
    id: r.id,
    login: r.login,
    email: r.email,
    name: r.name,
    role: r.role,
    status: statusOf(r),
    wallet: r.meta_mask_address,
    referralId: r.referral_id,
    createdAt: r.created_at.toISOString(),
    frozen:
      r.frozen_at && r.frozen_reason
        ? {
            at: r.frozen_at.toISOString(),
            reason: r.frozen_reason,
            by: r.frozen_by ? { id: r.frozen_by, login: r.frozen_by_login } : null,
          }
        : null,
  };
}

export class AdminUsersRepository {
  constructor(private readonly db: Db) {}

  #summaries(tx: Executor) {
    return tx
      .selectFrom('users')
      .leftJoin('users as operator', 'operator.id', 'users.frozen_by')
      .select([...SUMMARY_COLUMNS]);
  }

  /** Newest first by (created_at, id), the order of index users_created and its partial siblings. */
  async search({ q, role, status, cursor, limit }: UserSearch) {
    const after = decodeTimeCursor(cursor);
    let query = this.#summaries(this.db) as unknown as UsersQuery;
    if (q) query = query.where((eb) => matchQuery(eb, q));
    if (role) query = query.where('users.role', '=', role);
    if (status) query = filterStatus(query, status);
    if (after) query = query.where(afterKey('users.created_at', 'users.id', after));
    // A rare prefix ordered by the indexed created_at tempts the planner to walk users_created until a page of
    // matches turns up, through most of the table when they are old. When a bounded count finds few matches, the order
    // is by an expression no index has, so the prefix indexes find them and only those few are sorted (decision 74).
    const few = q !== undefined && isTextSearch(q) && (await this.#matchCount(q)) < FEW_MATCHES;
    const rows = (await query
      .select(keyTime('users.created_at').as('cursor_at'))
      .orderBy(few ? sql`users.created_at + interval '0 seconds'` : sql`users.created_at`, 'desc')
      .orderBy('users.id', 'desc')
      .limit(limit + 1)
      .execute()) as unknown as (SummaryRow & { cursor_at: string })[];
    const page = keysetPage(rows, limit, (r) => [r.cursor_at, r.id]);
    return { items: page.items.map(toAdminUser), nextCursor: page.nextCursor };
  }

  /** How many accounts the text `q` matches, counted up to FEW_MATCHES (a bitmap of the prefix indexes). */
  async #matchCount(q: string): Promise<number> {
    const row = await this.db
      .selectFrom((db) =>
        db
          .selectFrom('users')
          .select('users.id')
          .where((eb) => matchQuery(eb, q))
          .limit(FEW_MATCHES)
          .as('m'),
      )
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  summary(id: string, tx: Executor = this.db): Promise<SummaryRow | undefined> {
    return this.#summaries(tx).where('users.id', '=', id).executeTakeFirst();
  }

  /** The account's row, locked for the action's transaction. */
  locked(id: string, tx: Executor) {
    return tx.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  /**
   * Operators who can still act (not frozen) other than `exceptId`, their rows locked: of two transactions that each
   * take an operator away, the second waits and then counts what the first left (decision 75).
   */
  async otherActiveOperators(exceptId: string, tx: Executor): Promise<number> {
    return (await this.lockActiveOperators(tx)).filter((r) => r.id !== exceptId).length;
  }

  /**
   * Locks every active operator's row, always in one order: two operators demoting or freezing each other at once
   * then queue on the same first row instead of deadlocking (decision 75).
   */
  lockActiveOperators(tx: Executor) {
    return tx
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .where('frozen_at', 'is', null)
      .orderBy('id')
      .forUpdate()
      .execute();
  }

  /** The direct referrer, how many stand above (the closure table keeps 10 levels), members per downline level. */
  async referrals(id: string, referrerId: string | null) {
    const [referrer, upline, downline] = await Promise.all([
      referrerId
        ? this.db.selectFrom('users').select(['id', 'login']).where('id', '=', referrerId).executeTakeFirst()
        : undefined,
      this.db
        .selectFrom('referral_tree')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('descendant', '=', id)
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('referral_level_members')
        .select(['depth', 'members'])
        .where('ancestor', '=', id)
        .where('members', '>', '0')
        .orderBy('depth')
        .execute(),
    ]);
    return {
      referrer: referrer ?? null,
      uplineDepth: Number(upline.n),
      downline: downline.map((r) => ({ level: Number(r.depth), members: Number(r.members) })),
    };
  }

  sessions(id: string, limit: number) {
    return this.db
      .selectFrom('sessions')
      .select(['id', 'created_at', 'last_used_at', 'ip', 'user_agent', 'revoked_at', 'revoke_reason'])
      .where('user_id', '=', id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  async openSessions(id: string, tx: Executor): Promise<number> {
    const row = await tx
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', id)
      .where('revoked_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
