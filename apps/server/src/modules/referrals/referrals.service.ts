/**
 * The referral programme's reads and the harvest (issue 6), each in one call: the referral ID and link, the figures
 * per level, the rank progress, the downline, and the rewards waiting for harvest valued in usd.
 */
import { type LocaleCode, type TokenLabel, utcDay } from '@yc/contract';
import { fromBaseUnits } from '@yc/contract/amounts';
import { fiat, fiatOf } from '../pools/pool-views.ts';
import type { PriceSource } from '../pools/price-source.ts';
import { rankOf } from './ranks.ts';
import type { HarvestEntry, ReferralHarvest } from './referral-harvest.ts';
import type { ReferralsRepository } from './referrals.repository.ts';

export interface MembersQuery {
  page: number;
  pageSize: number;
  level?: number | undefined;
  search?: string | undefined;
}

export class ReferralsService {
  constructor(
    private readonly repo: ReferralsRepository,
    private readonly harvests: ReferralHarvest,
    private readonly prices: PriceSource,
  ) {}

  /** Token amounts with their usd value at the current price. */
  async #valued<T extends { token: string; units: bigint; decimals: number }>(items: T[]) {
    const prices = await this.prices.read('usd', [...new Set(items.map((i) => i.token))]);
    return items.map((i) => ({ ...i, value: fiatOf(i.units, i.decimals, prices.quotes.get(i.token)?.price) }));
  }

  async #harvestRecords(entries: HarvestEntry[]) {
    return (await this.#valued(entries)).map((e) => ({
      date: e.createdAt.toISOString(),
      currency: e.token as TokenLabel,
      amount: e.amount,
      fiatValue: fiat(e.value),
      txId: e.id,
    }));
  }

  /** Rules, per-level figures over every configured level, and the rank they reach. */
  async #standing(userId: string, locale: LocaleCode) {
    const rules = await this.repo.rules(locale);
    const levels = await this.repo.levels(userId, rules.levels.length);
    return {
      rules,
      levels,
      ...rankOf(
        rules.ranks,
        levels.map((l) => l.liquidity),
      ),
    };
  }

  /** Today's programme, and the levels of one the operator set from a later day (decision 82). */
  async rules(locale: LocaleCode) {
    const [rules, scheduled] = await Promise.all([this.repo.rules(locale), this.repo.scheduled(utcDay(new Date()))]);
    const next = scheduled
      ? { effectiveFrom: scheduled, levels: (await this.repo.rules(locale, scheduled)).levels }
      : null;
    return { fiat: 'usd', ...rules, next };
  }

  /** The user's referral ID, its link on `origin`, totals and figures per level. */
  async overview(userId: string, locale: LocaleCode, origin: string) {
    const [{ rules, levels, rank, attractedLiquidity }, referralId, rewards] = await Promise.all([
      this.#standing(userId, locale),
      this.repo.referralId(userId),
      this.repo.rewards(userId),
    ]);
    const percent = new Map(rules.levels.map((l) => [l.level, l.percent]));
    return {
      referralId,
      link: `${origin}/?${new URLSearchParams({ invite: referralId })}`,
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
  }

  async progress(userId: string, locale: LocaleCode) {
    const { rules, rank, next, attractedLiquidity, progress } = await this.#standing(userId, locale);
    return {
      fiat: 'usd',
      rank: rank.rank,
      nextRank: next?.rank ?? null,
      attractedLiquidity,
      progress,
      ranks: rules.ranks,
    };
  }

  async members(userId: string, locale: LocaleCode, { page, pageSize, level, search }: MembersQuery) {
    const rules = await this.repo.rules(locale);
    const { items, total } = await this.repo.members(userId, {
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
  }

  /** What waits for harvest, one figure per currency, and the last harvests. */
  async harvestInfo(userId: string) {
    const [claimable, history] = await Promise.all([
      this.harvests.claimable(userId),
      this.harvests.entries(userId, { limit: 100 }),
    ]);
    // One figure per currency: the same token earned in several pools is shown once.
    const perToken = new Map<string, { token: string; units: bigint; decimals: number }>();
    for (const c of claimable) {
      const t = perToken.get(c.token) ?? { token: c.token, units: 0n, decimals: c.decimals };
      t.units += BigInt(c.balance);
      perToken.set(c.token, t);
    }
    const amounts = await this.#valued([...perToken.values()]);
    return {
      fiat: 'usd',
      total: fiat(amounts.reduce((sum, a) => sum + a.value, 0n)),
      amounts: amounts.map((a) => ({
        currency: a.token as TokenLabel,
        amount: fromBaseUnits(a.units, a.decimals),
        fiatValue: fiat(a.value),
      })),
      history: await this.#harvestRecords(history),
    };
  }

  /** Moves every waiting reward to the user's balance, once per idempotency key. */
  async harvest(userId: string, idempotencyKey: string | null) {
    const entries = await this.harvests.harvest(userId, idempotencyKey);
    const records = await this.#harvestRecords(entries);
    const values = await this.#valued(entries);
    return {
      fiat: 'usd',
      total: fiat(values.reduce((sum, e) => sum + e.value, 0n)),
      harvested: records.map(({ currency, amount, fiatValue }) => ({ currency, amount, fiatValue })),
      txIds: records.map((r) => r.txId),
      harvestedAt: (entries[0]?.createdAt ?? new Date()).toISOString(),
    };
  }
}
