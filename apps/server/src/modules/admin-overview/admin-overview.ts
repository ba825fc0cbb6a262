/**
 * The console's overview (docs/product.md §10 "Overview", decision 70). Every figure is an indexed read: the pools'
 * liability accounts, credited deposits by the partial index on journal_entries (kind 'deposit', created_at),
 * withdrawals by (status, created_at), sessions by (last_used_at, user_id). The user counts, the only ones that
 * must touch a whole big table, and the deposits and withdrawals of today and the week (which grow with the
 * traffic), are kept for COUNTS_TTL_MS in this process. Hot wallet balances are read from
 * the nodes, each bounded by a timeout (an unreachable node shows as unknown).
 */
import {
  type AdminOverview,
  ALL_POOLS,
  type AnyPool,
  type DepositCurrency,
  dayStart,
  type OverviewPeriod,
  utcDay,
} from '@yc/contract';
import { fromBaseUnits } from '@yc/contract/amounts';
import { TOKEN_DECIMALS } from '@yc/contract/pools';
import { sql } from 'kysely';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { BackgroundJob } from '../../lib/periodic-job.ts';
import type { ReconciliationRuns } from '../admin-reports/reconciliation-runs.ts';
import type { ChainService } from '../chain/chain-service.ts';
import { type AssetFigures, fiat, fiatOf, type PoolViews } from '../pools/pool-views.ts';
import type { PriceSnapshot, PriceSource } from '../pools/price-source.ts';
import { heldPrices } from '../prices/price-feeds.ts';
import { jobStatuses } from '../system/job-statuses.ts';
import { hotWalletCoverage } from '../withdrawals/hot-wallet-coverage.ts';

/** How long the counts over big tables (users, sessions, the week's deposits and withdrawals) are reused. */
export const COUNTS_TTL_MS = 30_000;
const WEEK_MS = 7 * 86_400_000;

export interface AdminOverviewDeps {
  db: Db;
  config: Config;
  chain: ChainService;
  prices: PriceSource;
  views: PoolViews;
  reconciliations: Pick<ReconciliationRuns, 'latest'>;
  jobs: readonly BackgroundJob[];
  now?: () => Date;
}

type UserCounts = AdminOverview['users'];
type Flow = OverviewPeriod['deposits'];
interface FlowRow {
  token: string;
  n: number;
  amount: string;
}

const decimalsOf = (token: string) => TOKEN_DECIMALS[token as DepositCurrency] ?? 18;

export class AdminOverviewService {
  readonly #cache = new Map<string, { at: number; value: Promise<unknown> }>();

  constructor(private readonly deps: AdminOverviewDeps) {}

  async overview(): Promise<AdminOverview> {
    const { db, prices, views, reconciliations, jobs } = this.deps;
    const now = this.deps.now?.() ?? new Date();
    // The pools' assets, read in parallel, give the tokens to price and the TVL.
    const pools = await Promise.all(ALL_POOLS.map(async (pool) => ({ pool, assets: await views.assets(pool, null) })));
    const tokens = [...new Set(pools.flatMap((p) => p.assets.map((a) => a.token)))].sort();
    const quotes = await prices.read('usd', tokens);
    const tvl = tvlOf(pools, quotes);
    const [users, today, week, approvals, failedPayouts, hotWallets, accrued, latest, held] = await Promise.all([
      this.#cached('users', now, () => this.#countUsers(now)),
      this.#cached('today', now, () => this.#period(dayStart(utcDay(now)), quotes)),
      this.#cached('week', now, () => this.#period(new Date(now.getTime() - WEEK_MS), quotes)),
      this.#approvals(),
      this.#failedPayouts(now),
      hotWalletCoverage(this.deps),
      db
        .selectFrom('pool_assets')
        .select(sql<string | null>`to_char(min(accrued_through), 'YYYY-MM-DD')`.as('day'))
        .executeTakeFirst(),
      reconciliations.latest(),
      heldPrices(db),
    ]);
    return {
      generatedAt: now.toISOString(),
      tvl: tvl.rows,
      tvlUsd: fiat(tvl.usd),
      users,
      today,
      week,
      approvals,
      failedPayouts,
      stalePrices: tokens
        .filter((token) => quotes.quotes.get(token)?.stale !== false)
        .map((token) => ({ token, updatedAt: quotes.quotes.get(token)?.updatedAt.toISOString() ?? null })),
      heldPrices: held.map((p) => ({ ...p, heldAt: p.heldAt.toISOString() })),
      hotWallets: hotWallets.map((w) => ({
        pool: w.pool,
        chainId: w.chainId,
        network: this.deps.chain.network(w.chainId)?.name ?? String(w.chainId),
        currency: w.currency,
        address: w.address,
        balance: w.balance === null ? null : fromBaseUnits(w.balance, w.decimals),
        queued: fromBaseUnits(w.queued, w.decimals),
        queuedCount: w.queuedCount,
        covered: w.covered,
      })),
      accruedThrough: accrued?.day ?? null,
      reconciliation: latest && {
        id: latest.id,
        startedAt: latest.startedAt,
        ok: latest.ok,
        problems: latest.problems,
      },
      jobs: jobStatuses(jobs),
    };
  }

  /** Computed at most once per COUNTS_TTL_MS; concurrent requests share the one in flight, a failure is not kept. */
  #cached<T>(key: string, now: Date, compute: () => Promise<T>): Promise<T> {
    const hit = this.#cache.get(key);
    if (hit && now.getTime() - hit.at < COUNTS_TTL_MS) return hit.value as Promise<T>;
    const value = compute();
    this.#cache.set(key, { at: now.getTime(), value });
    value.catch(() => {
      if (this.#cache.get(key)?.value === value) this.#cache.delete(key);
    });
    return value;
  }

  async #countUsers(now: Date): Promise<UserCounts> {
    const { db } = this.deps;
    const [users, active] = await Promise.all([
      db
        .selectFrom('users')
        .select([
          sql<number>`count(*)::int`.as('total'),
          sql<number>`(count(*) filter (where role is not null))::int`.as('confirmed'),
        ])
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('sessions')
        .select(sql<number>`count(distinct user_id)::int`.as('n'))
        .where('last_used_at', '>=', new Date(now.getTime() - WEEK_MS))
        .executeTakeFirstOrThrow(),
    ]);
    return { total: users.total, confirmed: users.confirmed, active7d: active.n };
  }

  async #period(since: Date, quotes: PriceSnapshot): Promise<OverviewPeriod> {
    const { db } = this.deps;
    const [deposits, withdrawals] = await Promise.all([
      db
        .selectFrom('journal_entries')
        .select(['token', sql<number>`count(*)::int`.as('n'), sql<string>`coalesce(sum(amount), 0)::text`.as('amount')])
        .where('kind', '=', 'deposit')
        .where('created_at', '>=', since)
        .groupBy('token')
        .execute(),
      db
        .selectFrom('withdrawals')
        .select([
          'currency as token',
          sql<number>`count(*)::int`.as('n'),
          sql<string>`coalesce(sum(amount), 0)::text`.as('amount'),
        ])
        .where('status', 'in', ['requested', 'approved', 'sent', 'confirmed'])
        .where('created_at', '>=', since)
        .groupBy('currency')
        .execute(),
    ]);
    return { deposits: flow(deposits as FlowRow[], quotes), withdrawals: flow(withdrawals, quotes) };
  }

  async #approvals(): Promise<AdminOverview['approvals']> {
    const row = await this.deps.db
      .selectFrom('withdrawals')
      .select([sql<number>`count(*)::int`.as('n'), sql<Date | null>`min(created_at)`.as('oldest')])
      .where('status', '=', 'requested')
      .executeTakeFirstOrThrow();
    return { waiting: row.n, oldestAt: row.oldest ? new Date(row.oldest).toISOString() : null };
  }

  async #failedPayouts(now: Date): Promise<AdminOverview['failedPayouts']> {
    // A retried one is dealt with: its retry is a withdrawal of its own (decision 72).
    const row = await this.deps.db
      .selectFrom('withdrawals as w')
      .select([sql<number>`count(*)::int`.as('n'), sql<Date | null>`max(w.updated_at)`.as('last')])
      .where('w.status', '=', 'failed')
      .where('w.created_at', '>=', new Date(now.getTime() - WEEK_MS))
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('withdrawals as r').select('r.id').whereRef('r.retry_of', '=', 'w.id'))),
      )
      .executeTakeFirstOrThrow();
    return { count: row.n, lastAt: row.last ? new Date(row.last).toISOString() : null };
  }
}

function flow(rows: FlowRow[], quotes: PriceSnapshot): Flow {
  let usd = 0n;
  const assets = rows
    .filter((r) => r.token)
    .sort((a, b) => a.token.localeCompare(b.token))
    .map((r) => {
      const price = quotes.quotes.get(r.token)?.price;
      const value = fiatOf(BigInt(r.amount), decimalsOf(r.token), price);
      usd += value;
      return {
        token: r.token,
        count: r.n,
        amount: fromBaseUnits(BigInt(r.amount), decimalsOf(r.token)),
        usd: price === undefined ? null : fiat(value),
      };
    });
  return { count: rows.reduce((s, r) => s + r.n, 0), usd: fiat(usd), assets };
}

/** Each pool asset in the composition or holding anything: its liability and USD value; their USD total. */
function tvlOf(pools: { pool: AnyPool; assets: AssetFigures[] }[], quotes: PriceSnapshot) {
  const rows: AdminOverview['tvl'] = [];
  let usd = 0n;
  for (const { pool, assets } of pools) {
    for (const a of assets) {
      if (!a.inComposition && a.liability === 0n) continue;
      const price = quotes.quotes.get(a.token)?.price;
      const value = fiatOf(a.liability, a.decimals, price);
      usd += value;
      rows.push({
        pool,
        token: a.token,
        amount: fromBaseUnits(a.liability, a.decimals),
        usd: price === undefined ? null : fiat(value),
      });
    }
  }
  return { rows, usd };
}
