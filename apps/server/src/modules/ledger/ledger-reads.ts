/**
 * The ledger's read side (docs/decisions.md 29, 51): a user's daily balance series and totals, and the statement of
 * movements (+ CSV), read from the journal, positions and the accrual's snapshots. Reads only.
 */
import type {
  AnyPool,
  BalanceResponse,
  TokenLabel,
  Transaction,
  TransactionsCsvQuery,
  TransactionsResponse,
} from '@yc/contract';
import { fromBaseUnits } from '@yc/contract/amounts';
import { addDays, dayStart, daysBetween, utcDay } from '@yc/contract/days';
import { decimalToRay, mulDivDown, RAY } from '@yc/contract/fixed-point';
import { STATEMENT_COLUMNS } from '@yc/contract/ledger';
import { TOKEN_DECIMALS } from '@yc/contract/pools';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { badRequest } from '../../lib/app-error.ts';
import { toCsv } from '../../lib/csv.ts';
import { fiat, fiatOf, fiatOfRay } from '../pools/pool-views.ts';
import type { PriceSource } from '../pools/price-source.ts';
import { userMovements } from './user-movements.ts';

/** The longest balance series answered: ten years of days. */
const MAX_SERIES_DAYS = 3660;
const CSV_MAX_ROWS = 100_000;

const tokenOf = (asset: string) => asset.split(':')[1] as TokenLabel;
const RAY_SQL = sql.raw(`${RAY}::numeric`);

export type TxFilters = Omit<TransactionsCsvQuery, 'type'> & { type?: Transaction['type'] | undefined };

interface StatementRow {
  id: string;
  type: Transaction['type'];
  pool: string | null;
  token: string;
  gross: string;
  fee: string;
  tx_hash: string | null;
  created_at: Date | string;
  status: Transaction['status'];
}

export class LedgerReads {
  constructor(
    private readonly db: Db,
    private readonly prices: PriceSource,
  ) {}

  /**
   * Totals over the whole history and the balance at the end of each day of [from, to] (default: the 30 days to
   * today). A day's balance is its end-of-day shares at that day's price per share: today's shares with every
   * later movement rolled back, so any window gives the same figure for the same day.
   */
  async balance(user: string, query: { from?: string; to?: string; pool?: AnyPool }): Promise<BalanceResponse> {
    const { db } = this;
    const to = query.to ?? utcDay(new Date());
    const from = query.from ?? addDays(to, -29);
    if (daysBetween(from, to) + 1 > MAX_SERIES_DAYS) throw badRequest('http.badRequest');
    const pool = query.pool ?? null;

    const accounts = await db
      .selectFrom('ledger_accounts')
      .select(['id', 'pool', 'asset', sql<string>`balance::text`.as('balance')])
      .where('user_id', '=', user)
      .where('kind', '=', 'user_shares')
      .$if(pool !== null, (q) => q.where('pool', '=', pool as string))
      .execute();
    const tokens = [...new Set(accounts.map((a) => tokenOf(a.asset)))];
    const prices = await this.prices.read('usd', tokens);
    const ofAccounts = <T extends { pool: string; token: string }>(rows: T[], a: (typeof accounts)[number]) =>
      rows.filter((r) => r.pool === a.pool && r.token === tokenOf(a.asset));

    // Every movement of those accounts since `from` began, per day: those after `to` roll today's shares back
    // to the end of `to` (index journal_lines_account_time).
    const moves = accounts.length
      ? await db
          .selectFrom('journal_lines')
          .select([
            'account_id',
            sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`.as('day'),
            sql<string>`sum(amount)::text`.as('amount'),
          ])
          .where(
            'account_id',
            'in',
            accounts.map((a) => a.id),
          )
          .where('created_at', '>=', dayStart(from))
          .groupBy(['account_id', sql`2`])
          .execute()
      : [];
    const assetKeys = accounts.map((a) => ({ pool: a.pool as string, token: tokenOf(a.asset) }));
    const snapColumns = [
      'pool',
      'token',
      sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'),
      sql<string>`price_per_share::text`.as('pps'),
      sql<string | null>`fiat_price::text`.as('price'),
    ] as const;
    // The window's snapshots, and per pool asset the last one before it: the price per share `from` starts at.
    const [snaps, before] = assetKeys.length
      ? await Promise.all([
          db
            .selectFrom('pool_asset_snapshots')
            .select(snapColumns)
            .where('day', '>=', from)
            .where('day', '<=', to)
            .where((eb) => eb.or(assetKeys.map((k) => eb.and([eb('pool', '=', k.pool), eb('token', '=', k.token)]))))
            .execute(),
          db
            .selectFrom('pool_asset_snapshots')
            .distinctOn(['pool', 'token'])
            .select(snapColumns)
            .where('day', '<', from)
            .where((eb) => eb.or(assetKeys.map((k) => eb.and([eb('pool', '=', k.pool), eb('token', '=', k.token)]))))
            .orderBy('pool')
            .orderBy('token')
            .orderBy('day', 'desc')
            .execute(),
        ])
      : [[], []];
    const current = assetKeys.length
      ? await db
          .selectFrom('pool_assets')
          .select(['pool', 'token', sql<string>`price_per_share::text`.as('pps')])
          .where((eb) => eb.or(assetKeys.map((k) => eb.and([eb('pool', '=', k.pool), eb('token', '=', k.token)]))))
          .execute()
      : [];

    const days: string[] = [];
    for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
    const balanceSeries = days.map(() => 0n);
    const earnedSeries = days.map(() => 0n);
    for (const a of accounts) {
      const token = tokenOf(a.asset);
      const decimals = TOKEN_DECIMALS[token];
      const byDay = new Map(moves.filter((m) => m.account_id === a.id).map((m) => [m.day, BigInt(m.amount)]));
      // Each snapshot's price per share and usd price parsed once, not once per day.
      const snapOf = new Map(
        ofAccounts(snaps, a).map((s) => [s.day, { pps: BigInt(s.pps), price: s.price ? decimalToRay(s.price) : null }]),
      );
      const nowPriceText = prices.quotes.get(token)?.price;
      const nowPrice = nowPriceText ? decimalToRay(nowPriceText) : null;
      // Lines are credit-negative: the shares at the end of `to` are today's plus every line after `to`.
      let after = 0n;
      for (const [day, amount] of byDay) if (day > to) after += amount;
      const sharesEnd: bigint[] = new Array(days.length);
      for (let i = days.length - 1; i >= 0; i--) {
        sharesEnd[i] = BigInt(a.balance) + after;
        after += byDay.get(days[i] as string) ?? 0n;
      }
      // Only the accrual moves a price per share, and it snapshots every move: before the first, it is 1 (RAY).
      const last = ofAccounts(before, a)[0];
      let lastPps = last ? BigInt(last.pps) : RAY;
      days.forEach((d, i) => {
        const snap = snapOf.get(d);
        const pps = snap ? snap.pps : lastPps;
        const price = snap?.price ?? nowPrice;
        const shares = sharesEnd[i] as bigint;
        balanceSeries[i] = (balanceSeries[i] as bigint) + fiatOfRay(mulDivDown(shares, pps, RAY), decimals, price);
        // The day began with its end balance plus that day's lines.
        const sharesStart = shares + (byDay.get(d) ?? 0n);
        if (pps > lastPps) {
          const y = mulDivDown(sharesStart, pps, RAY) - mulDivDown(sharesStart, lastPps, RAY);
          earnedSeries[i] = (earnedSeries[i] as bigint) + fiatOfRay(y, decimals, price);
        }
        lastPps = pps;
      });
    }

    // Totals over the whole history, per currency in token units and in usd at today's prices.
    const moved = await userMovements(db, user, pool);
    const totals = { balance: 0n, deposited: 0n, withdrawn: 0n, earned: 0n };
    const byCurrency: BalanceResponse['byCurrency'] = [];
    const allTokens = [...new Set([...tokens, ...([...moved.keys()] as TokenLabel[])])];
    for (const token of allTokens) {
      const decimals = TOKEN_DECIMALS[token];
      let balance = 0n;
      for (const a of accounts.filter((x) => tokenOf(x.asset) === token)) {
        const pps = BigInt(ofAccounts(current, a)[0]?.pps ?? RAY);
        balance += mulDivDown(BigInt(a.balance), pps, RAY);
      }
      const { deposited, withdrawn } = moved.get(token) ?? { deposited: 0n, withdrawn: 0n };
      const earnedRaw = balance + withdrawn - deposited;
      const earned = earnedRaw > 0n ? earnedRaw : 0n;
      byCurrency.push({
        currency: token,
        balance: fromBaseUnits(balance, decimals),
        deposited: fromBaseUnits(deposited, decimals),
        withdrawn: fromBaseUnits(withdrawn, decimals),
        earned: fromBaseUnits(earned, decimals),
      });
      const price = prices.quotes.get(token)?.price;
      totals.balance += fiatOf(balance, decimals, price);
      totals.deposited += fiatOf(deposited, decimals, price);
      totals.withdrawn += fiatOf(withdrawn, decimals, price);
      totals.earned += fiatOf(earned, decimals, price);
    }
    return {
      fiat: 'usd',
      from,
      to,
      pool,
      totals: {
        balance: fiat(totals.balance),
        deposited: fiat(totals.deposited),
        withdrawn: fiat(totals.withdrawn),
        earned: fiat(totals.earned),
      },
      byCurrency,
      series: days.map((date, i) => ({
        date,
        balance: fiat(balanceSeries[i] as bigint),
        earned: fiat(earnedSeries[i] as bigint),
      })),
    };
  }

  /** A page of the statement, newest first. */
  async transactions(user: string, filters: TxFilters, page: number, pageSize: number): Promise<TransactionsResponse> {
    const statement = this.statement(user, filters);
    const total = await sql<{ n: string }>`select count(*)::text as n from (${statement}) s`.execute(this.db);
    return {
      items: await this.rows(statement, pageSize, (page - 1) * pageSize),
      page,
      pageSize,
      total: Number(total.rows[0]?.n ?? 0),
    };
  }

  /** Every matching row of the statement as CSV, with the same columns as the API's rows. */
  async transactionsCsv(user: string, filters: TxFilters): Promise<string> {
    const items = await this.rows(this.statement(user, filters), CSV_MAX_ROWS, 0);
    // `date` (UTC, YYYY-MM-DD as the product shows dates) beside the exact time, for a spreadsheet's filters.
    return toCsv(
      STATEMENT_COLUMNS,
      items.map((t) => ({ ...t, date: utcDay(t.createdAt) })),
    );
  }

  private async rows(statement: RawBuilder<StatementRow>, limit: number, offset: number): Promise<Transaction[]> {
    const { rows: list } = await sql<StatementRow>`
      select * from (${statement}) s order by created_at desc, id desc limit ${limit} offset ${offset}`.execute(
      this.db,
    );
    const prices = await this.prices.read('usd', [...new Set(list.map((r) => r.token))]);
    return list.map((r): Transaction => {
      const token = r.token as TokenLabel;
      const decimals = TOKEN_DECIMALS[token] ?? 18;
      const gross = BigInt(r.gross);
      const fee = BigInt(r.fee);
      return {
        id: r.id,
        type: r.type,
        pool: r.pool as Transaction['pool'],
        currency: token,
        amount: fromBaseUnits(gross, decimals),
        fee: fromBaseUnits(fee, decimals),
        netAmount: fromBaseUnits(gross - fee, decimals),
        // Today's rate: the statement keeps token amounts exact; fiat is indicative (decision 29).
        fiatValue: fiat(fiatOf(gross - fee, decimals, prices.quotes.get(token)?.price)),
        status: r.status,
        txHash: r.tx_hash,
        createdAt: new Date(r.created_at).toISOString(),
      };
    });
  }

  /**
   * The statement's rows as one query: the user's journal entries (deposit, withdrawal, referral, harvest), each
   * with its gross amount and the fee charged on it, and one yield row per position and accrued day — the growth
   * of the shares the user held when that day's yield was booked, ⌊s·P′⌋ − ⌊s·P⌋, as the accrual computed it for
   * the pool. The "fee" filter keeps the movements that were charged a fee (decision 51).
   */
  private statement(user: string, f: TxFilters): RawBuilder<StatementRow> {
    const fromTime = f.from ? dayStart(f.from) : null;
    const toTime = f.to ? dayStart(addDays(f.to, 1)) : null;
    // Driven by the pool assets' snapshots (a few per day) and the yield entry's unique key, never a scan of the
    // journal; the shares come from the position's lines before the yield was booked (journal_lines_account_time).
    const yields = sql<StatementRow>`
      select y.id::text as id, 'yield' as type, a.pool, s.token,
        (div(x.shares * s.price_per_share, ${RAY_SQL}) - div(x.shares * coalesce(p.pps, ${RAY_SQL}), ${RAY_SQL}))::text
          as gross,
        '0' as fee, null as tx_hash,
        (s.day::timestamp at time zone 'UTC') as created_at,
        'completed' as status
      from ledger_accounts a
      join pool_asset_snapshots s on s.pool = a.pool and a.asset = s.pool || ':' || s.token
      join journal_entries y
        on y.idempotency_key = 'yield:' || s.pool || ':' || s.token || ':' || to_char(s.day, 'YYYY-MM-DD')
      left join lateral (
        select price_per_share as pps from pool_asset_snapshots q
        where q.pool = s.pool and q.token = s.token and q.day < s.day order by q.day desc limit 1
      ) p on true
      cross join lateral (
        select coalesce(-sum(l.amount), 0) as shares from journal_lines l
        where l.account_id = a.id and l.created_at < y.created_at
      ) x
      where a.user_id = ${user} and a.kind = 'user_shares' and x.shares > 0
        and div(x.shares * s.price_per_share, ${RAY_SQL}) > div(x.shares * coalesce(p.pps, ${RAY_SQL}), ${RAY_SQL})
        ${f.pool ? sql`and a.pool = ${f.pool}` : sql``}
        ${f.currency ? sql`and s.token = ${f.currency}` : sql``}
        ${f.from ? sql`and s.day >= ${f.from}::date` : sql``}
        ${f.to ? sql`and s.day <= ${f.to}::date` : sql``}`;
    if (f.type === 'yield') return yields;
    const kinds =
      f.type === undefined
        ? ['deposit', 'withdrawal_hold', 'referral', 'harvest']
        : f.type === 'withdrawal'
          ? ['withdrawal_hold']
          : f.type === 'fee'
            ? ['deposit', 'withdrawal_hold']
            : [f.type];
    const entries = sql<StatementRow>`
      select e.id::text as id,
        case e.kind when 'withdrawal_hold' then 'withdrawal' else e.kind end as type,
        e.pool, e.token,
        coalesce(e.amount, 0)::text as gross,
        -- A voided withdrawal paid nothing and was charged nothing.
        (case when c.kind = 'withdrawal_void' then 0 else coalesce(e.fee, 0) end)::text as fee,
        coalesce(e.tx_hash, w.tx_hash) as tx_hash,
        e.created_at,
        case
          when e.kind <> 'withdrawal_hold' or c.kind = 'withdrawal_settle' then 'completed'
          when c.kind = 'withdrawal_void' and c.memo = 'rejected' then 'rejected'
          when c.kind = 'withdrawal_void' then 'failed'
          else 'pending'
        end as status
      from journal_entries e
      left join journal_entries c on c.ref = e.ref and c.kind in ('withdrawal_settle', 'withdrawal_void')
      -- A withdrawal's transaction is its payout's, kept with the withdrawal.
      left join withdrawals w on w.id::text = e.ref and e.kind = 'withdrawal_hold'
      where e.user_id = ${user}
        and e.kind in (${sql.join(kinds)})
        ${f.type === 'fee' ? sql`and coalesce(e.fee, 0) > 0 and (c.kind is null or c.kind <> 'withdrawal_void')` : sql``}
        ${f.pool ? sql`and e.pool = ${f.pool}` : sql``}
        ${f.currency ? sql`and e.token = ${f.currency}` : sql``}
        ${fromTime ? sql`and e.created_at >= ${fromTime}` : sql``}
        ${toTime ? sql`and e.created_at < ${toTime}` : sql``}`;
    return f.type === undefined ? sql<StatementRow>`${entries} union all ${yields}` : entries;
  }
}
