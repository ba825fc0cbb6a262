/**
 * The user's money over time (spec §7; design §4): the daily balance series and the movement history (+ CSV),
 * read from the journal, positions and the accrual's snapshots. Reads only.
 */
import { api, type BalanceResponse, type TokenLabel, type Transaction } from '@yc/contract';
import { fromBaseUnits } from '@yc/contract/amounts';
import { decimalToRay, mulDivDown, RAY } from '@yc/contract/fixed-point';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { badRequest } from '../../lib/app-error.ts';
import { route } from '../../lib/route.ts';
import { fiat, fiatOf, fiatOfRay } from '../pools/pool-views.ts';
import { TOKEN_DECIMALS } from '../pools/tokens.ts';
import { addDays, utcDay } from './accrual.ts';
import { userMovements } from './user-movements.ts';

/** The longest balance series answered: ten years of days. */
const MAX_SERIES_DAYS = 3660;
const CSV_MAX_ROWS = 100_000;

const dayIndex = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);

interface TxFilters {
  type?: Transaction['type'] | undefined;
  pool?: string | undefined;
  currency?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export default async function ledgerRoutes(app: FastifyInstance) {
  const { db } = app;
  const userOf = (req: { auth: { user: { id: string } } | null }) => req.auth?.user.id as string;

  route(app, api.balance, async (req) => {
    const user = userOf(req);
    const to = req.query.to ?? utcDay(new Date());
    const from = req.query.from ?? addDays(to, -29);
    if (dayIndex(to) - dayIndex(from) + 1 > MAX_SERIES_DAYS) throw badRequest('http.badRequest');
    const pool = req.query.pool ?? null;

    const accounts = await db
      .selectFrom('ledger_accounts')
      .select(['id', 'pool', 'asset', sql<string>`balance::text`.as('balance')])
      .where('user_id', '=', user)
      .where('kind', '=', 'user_shares')
      .$if(pool !== null, (q) => q.where('pool', '=', pool as string))
      .execute();
    const tokenOf = (asset: string) => asset.split(':')[1] as TokenLabel;
    const tokens = [...new Set(accounts.map((a) => tokenOf(a.asset)))];
    const prices = await app.prices.read('usd', tokens);

    // Movements of those accounts after `from` began, per day (index journal_lines_account_time).
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
          .where('created_at', '>=', new Date(`${from}T00:00:00Z`))
          .groupBy(['account_id', sql`2`])
          .execute()
      : [];
    // Prices per share and token prices per day from the snapshots, the day before `from` included.
    const snaps = accounts.length
      ? await db
          .selectFrom('pool_asset_snapshots')
          .select([
            'pool',
            'token',
            sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'),
            sql<string>`price_per_share::text`.as('pps'),
            sql<string | null>`fiat_price::text`.as('price'),
          ])
          .where('day', '>=', addDays(from, -1))
          .where('day', '<=', to)
          .where((eb) =>
            eb.or(accounts.map((a) => eb.and([eb('pool', '=', a.pool as string), eb('token', '=', tokenOf(a.asset))]))),
          )
          .execute()
      : [];
    const current = accounts.length
      ? await db
          .selectFrom('pool_assets')
          .select(['pool', 'token', sql<string>`price_per_share::text`.as('pps')])
          .where((eb) =>
            eb.or(accounts.map((a) => eb.and([eb('pool', '=', a.pool as string), eb('token', '=', tokenOf(a.asset))]))),
          )
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
        snaps
          .filter((s) => s.pool === a.pool && s.token === token)
          .map((s) => [s.day, { pps: BigInt(s.pps), price: s.price ? decimalToRay(s.price) : null }]),
      );
      const nowPps = BigInt(current.find((c) => c.pool === a.pool && c.token === token)?.pps ?? RAY);
      const nowPriceText = prices.quotes.get(token)?.price;
      const nowPrice = nowPriceText ? decimalToRay(nowPriceText) : null;
      // Shares at the end of each day: today's balance plus the (credit-negative) lines after that day.
      let after = 0n;
      const sharesEnd: bigint[] = new Array(days.length);
      for (let i = days.length - 1; i >= 0; i--) {
        sharesEnd[i] = BigInt(a.balance) + after;
        after += byDay.get(days[i] as string) ?? 0n;
      }
      let lastPps: bigint | null = snapOf.size ? null : nowPps;
      const before = snapOf.get(addDays(from, -1));
      if (before) lastPps = before.pps;
      days.forEach((d, i) => {
        const snap = snapOf.get(d);
        const pps = snap ? snap.pps : (lastPps ?? nowPps);
        const price = snap?.price ?? nowPrice;
        const shares = sharesEnd[i] as bigint;
        balanceSeries[i] = (balanceSeries[i] as bigint) + fiatOfRay(mulDivDown(shares, pps, RAY), decimals, price);
        // Lines are credit-negative: the day began with its end balance plus that day's lines.
        const sharesStart = shares + (byDay.get(d) ?? 0n);
        if (snap && lastPps !== null && pps > lastPps) {
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
        const pps = BigInt(current.find((c) => c.pool === a.pool && c.token === token)?.pps ?? RAY);
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
      pool: req.query.pool ?? null,
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
  });

  /** History rows: deposits and withdrawals (a withdrawal's status from its settle or void entry). */
  function historyQuery(user: string, f: TxFilters) {
    const kinds =
      f.type === undefined
        ? (['deposit', 'withdrawal_hold', 'referral', 'harvest'] as const)
        : f.type === 'deposit'
          ? (['deposit'] as const)
          : f.type === 'withdrawal'
            ? (['withdrawal_hold'] as const)
            : f.type === 'referral'
              ? (['referral'] as const)
              : f.type === 'harvest'
                ? (['harvest'] as const)
                : null;
    let q = db
      .selectFrom('journal_entries as e')
      .leftJoin('journal_entries as c', (j) =>
        j.onRef('c.ref', '=', 'e.ref').on('c.kind', 'in', ['withdrawal_settle', 'withdrawal_void']),
      )
      // A withdrawal's transaction is its payout's, kept with the withdrawal.
      .leftJoin('withdrawals as w', (j) => j.on(sql<boolean>`w.id::text = e.ref and e.kind = 'withdrawal_hold'`))
      .where('e.user_id', '=', user)
      // Yield accrues per pool asset, not per user, and fees are part of their deposit or withdrawal: no own rows.
      .where('e.kind', 'in', kinds ?? ['deposit'])
      .$if(kinds === null, (x) => x.where(sql<boolean>`false`));
    if (f.pool) q = q.where('e.pool', '=', f.pool);
    if (f.currency) q = q.where('e.token', '=', f.currency);
    if (f.from) q = q.where('e.created_at', '>=', new Date(`${f.from}T00:00:00Z`));
    if (f.to) q = q.where('e.created_at', '<', new Date(`${addDays(f.to, 1)}T00:00:00Z`));
    return q;
  }

  async function rows(user: string, f: TxFilters, limit: number, offset: number) {
    const list = await historyQuery(user, f)
      .select([
        'e.id',
        'e.kind',
        'e.pool',
        'e.token',
        sql<string>`coalesce(e.amount, 0)::text`.as('amount'),
        sql<string | null>`coalesce(e.tx_hash, w.tx_hash)`.as('tx_hash'),
        'e.created_at',
        'c.kind as closed',
        'c.memo as closeMemo',
      ])
      .orderBy('e.created_at', 'desc')
      .orderBy('e.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    const prices = await app.prices.read('usd', [...new Set(list.map((r) => r.token as string))]);
    return list.map((r): Transaction => {
      const token = r.token as TokenLabel;
      const decimals = TOKEN_DECIMALS[token] ?? 18;
      const amount = BigInt(r.amount);
      const status =
        r.kind !== 'withdrawal_hold'
          ? 'completed'
          : r.closed === 'withdrawal_settle'
            ? 'completed'
            : r.closed === 'withdrawal_void'
              ? r.closeMemo === 'rejected'
                ? 'rejected'
                : 'failed'
              : 'pending';
      return {
        id: r.id,
        type: r.kind === 'withdrawal_hold' ? 'withdrawal' : (r.kind as Transaction['type']),
        pool: r.pool as Transaction['pool'],
        currency: token,
        amount: fromBaseUnits(amount, decimals),
        // Today's rate: the history keeps token amounts exact; fiat is indicative (decision 29).
        fiatValue: fiat(fiatOf(amount, decimals, prices.quotes.get(token)?.price)),
        status,
        txHash: r.tx_hash,
        createdAt: new Date(r.created_at).toISOString(),
      };
    });
  }

  route(app, api.transactions, async (req) => {
    const user = userOf(req);
    const { page, pageSize, ...filters } = req.query;
    const total = await historyQuery(user, filters)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return {
      items: await rows(user, filters, pageSize, (page - 1) * pageSize),
      page,
      pageSize,
      total: Number(total.n),
    };
  });

  route(app, api.transactionsCsv, async (req, reply) => {
    const items = await rows(userOf(req), req.query, CSV_MAX_ROWS, 0);
    // `date` (UTC, YYYY-MM-DD as spec §9 shows dates) beside the exact time, for a spreadsheet's filters.
    const header = [
      'id',
      'type',
      'pool',
      'currency',
      'amount',
      'fiatValue',
      'status',
      'txHash',
      'createdAt',
      'date',
    ] as const;
    const cell = (v: string | null) => (v === null ? '' : /[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
    const lines = items.map((t) => {
      const row = { ...t, date: t.createdAt.slice(0, 10) };
      return header.map((key) => cell(row[key])).join(',');
    });
    reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="transactions.csv"');
    return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
  });
}
