/**
 * Referral programme API (issue 6): the referral ID and link, the figures per level, the rank progress, the
 * downline list and the rules. The rank follows from attracted liquidity; it unlocks levels and a profit share.
 */
import { api, type TokenLabel } from '@yc/contract';
import { fromBaseUnits } from '@yc/contract/amounts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/app-error.ts';
import { idempotencyKeyOf } from '../../lib/idempotency-key.ts';
import { requestLocale } from '../../lib/locale.ts';
import { route } from '../../lib/route.ts';
import { siteOrigin } from '../brand/site-origin.ts';
import { fiat, fiatOf } from '../pools/pool-views.ts';
import { rankOf } from './ranks.ts';
import { type HarvestEntry, ReferralHarvest } from './referral-harvest.ts';
import { ReferralsRepository } from './referrals.repository.ts';

export default async function referralsRoutes(app: FastifyInstance) {
  const repo = new ReferralsRepository(app.db);
  const harvests = new ReferralHarvest(app.db, app.ledger);

  /** Token amounts with their usd value at the current price. */
  async function valued<T extends { token: string; units: bigint; decimals: number }>(items: T[]) {
    const prices = await app.prices.read('usd', [...new Set(items.map((i) => i.token))]);
    return items.map((i) => ({ ...i, value: fiatOf(i.units, i.decimals, prices.quotes.get(i.token)?.price) }));
  }
  const harvestRecords = async (entries: HarvestEntry[]) =>
    (await valued(entries)).map((e) => ({
      date: e.createdAt.toISOString(),
      currency: e.token as TokenLabel,
      amount: e.amount,
      fiatValue: fiat(e.value),
      txId: e.id,
    }));
  const userId = (req: { auth: { user: { id: string } } | null }) => req.auth?.user.id as string;

  /** Rules, per-level figures over every configured level, and the rank they reach. */
  async function standing(req: FastifyRequest, id: string) {
    const rules = await repo.rules(requestLocale(req));
    const levels = await repo.levels(id, rules.levels.length);
    return {
      rules,
      levels,
      ...rankOf(
        rules.ranks,
        levels.map((l) => l.liquidity),
      ),
    };
  }

  route(app, api.referralRules, async (req) => ({ fiat: 'usd', ...(await repo.rules(requestLocale(req))) }));

  route(app, api.referrals, async (req) => {
    const id = userId(req);
    const [{ rules, levels, rank, attractedLiquidity }, referralId, rewards] = await Promise.all([
      standing(req, id),
      repo.referralId(id),
      repo.rewards(id),
    ]);
    const percent = new Map(rules.levels.map((l) => [l.level, l.percent]));
    return {
      referralId,
      link: `${siteOrigin(app.config, req)}/?${new URLSearchParams({ invite: referralId })}`,
      fiat: 'usd',
      totals: {
        members: levels.reduce((n, l) => n + l.members, 0),
        attractedLiquidity,
        earned: rewards.earned,
        claimable: rewards.claimable,
      },
      levels: levels.map((l) => ({ ...l, percent: percent.get(l.level) ?? '0' })),
      sharePlatformProfit: rank.profitShare,
    };
  });

  route(app, api.referralProgress, async (req) => {
    const { rules, rank, next, attractedLiquidity, progress } = await standing(req, userId(req));
    return {
      fiat: 'usd',
      rank: rank.rank,
      nextRank: next?.rank ?? null,
      attractedLiquidity,
      progress,
      ranks: rules.ranks,
    };
  });

  route(app, api.referralMembers, async (req) => {
    const rules = await repo.rules(requestLocale(req));
    const { page, pageSize, level, search } = req.query;
    const { items, total } = await repo.members(userId(req), {
      depth: rules.levels.length,
      level,
      search,
      page,
      pageSize,
    });
    return {
      items: items.map((m) => ({
        maskedLogin: m.maskedLogin,
        level: m.level,
        joinedAt: m.joinedAt.toISOString(),
        attractedLiquidity: m.liquidity,
      })),
      page,
      pageSize,
      total,
    };
  });

  route(app, api.referralHarvestInfo, async (req) => {
    const id = userId(req);
    const [claimable, history] = await Promise.all([harvests.claimable(id), harvests.entries(id, { limit: 100 })]);
    // One figure per currency: the same token earned in several pools is shown once.
    const perToken = new Map<string, { token: string; units: bigint; decimals: number }>();
    for (const c of claimable) {
      const t = perToken.get(c.token) ?? { token: c.token, units: 0n, decimals: c.decimals };
      t.units += BigInt(c.balance);
      perToken.set(c.token, t);
    }
    const amounts = await valued([...perToken.values()]);
    return {
      fiat: 'usd',
      total: fiat(amounts.reduce((sum, a) => sum + a.value, 0n)),
      amounts: amounts.map((a) => ({
        currency: a.token as TokenLabel,
        amount: fromBaseUnits(a.units, a.decimals),
        fiatValue: fiat(a.value),
      })),
      history: await harvestRecords(history),
    };
  });

  route(
    app,
    api.referralHarvest,
    async (req) => {
      const entries = await harvests.harvest(userId(req), idempotencyKeyOf(req));
      const records = await harvestRecords(entries);
      const values = await valued(entries);
      return {
        fiat: 'usd',
        total: fiat(values.reduce((sum, e) => sum + e.value, 0n)),
        harvested: records.map(({ currency, amount, fiatValue }) => ({ currency, amount, fiatValue })),
        txIds: records.map((r) => r.txId),
        harvestedAt: (entries[0]?.createdAt ?? new Date()).toISOString(),
      };
    },
    {
      // The call takes no body: anything sent is refused rather than ignored.
      preHandler: async (req) => {
        if (req.body !== undefined) throw badRequest('validation.invalid');
      },
    },
  );
}
