/** Referral programme: levels, ranks, rewards and harvest (docs/product.md §3, §7; decision F5). */
import * as z from 'zod/mini';
import { endpoint, isoDate, isoDateTime, pageQuery, paginated, uuid } from './common.ts';
import { fiatAmount, fiatCodeSchema, httpUrl, percentValue, tokenAmount, tokenLabelSchema } from './pools.ts';
import { text } from './validation.ts';

/** Upper bound of the operator-configured level count; the member filter cannot ask deeper. */
export const REFERRAL_LEVELS_MAX = 10;
export const MEMBER_SEARCH_MAX = 64;

/** Operator-configured rank key, e.g. `bronze`; the display name comes with it. */
export const rankKeySchema = z.string().check(z.regex(/^[a-z][a-z0-9_-]{0,31}$/));
const levelNumber = z.int().check(z.minimum(1), z.maximum(REFERRAL_LEVELS_MAX));

export const referralLevelSchema = z.object({
  level: levelNumber,
  members: z.int().check(z.minimum(0)),
  liquidity: fiatAmount,
  percent: percentValue.check(z.describe("Share of this level's daily yield paid to the referrer, in percent")),
});
export type ReferralLevel = z.infer<typeof referralLevelSchema>;

export const referralsResponse = z.object({
  referralId: z.string(),
  link: httpUrl,
  fiat: fiatCodeSchema,
  totals: z.object({
    members: z.int().check(z.minimum(0)),
    attractedLiquidity: fiatAmount,
    earned: fiatAmount,
    claimable: fiatAmount,
  }),
  levels: z.array(referralLevelSchema),
  sharePlatformProfit: percentValue.check(z.describe('Share of platform profit of the current rank, in percent')),
});
export type ReferralsResponse = z.infer<typeof referralsResponse>;

export const harvestAmountSchema = z.object({ currency: tokenLabelSchema, amount: tokenAmount, fiatValue: fiatAmount });
export type HarvestAmount = z.infer<typeof harvestAmountSchema>;

export const harvestRecordSchema = z.object({
  /** When the harvest happened. */
  date: isoDateTime,
  currency: tokenLabelSchema,
  amount: tokenAmount,
  fiatValue: fiatAmount,
  /** The matching row of GET /api/v1/transactions. */
  txId: uuid,
});

export const harvestInfoResponse = z.object({
  fiat: fiatCodeSchema,
  total: fiatAmount,
  amounts: z.array(harvestAmountSchema),
  /** Newest first. */
  history: z.array(harvestRecordSchema),
});
export type HarvestInfoResponse = z.infer<typeof harvestInfoResponse>;

export const harvestResultSchema = z.object({
  fiat: fiatCodeSchema,
  total: fiatAmount,
  harvested: z.array(harvestAmountSchema),
  /** Credited to the balance as one transaction-history row per currency. */
  txIds: z.array(uuid),
  harvestedAt: isoDateTime,
});
export type HarvestResult = z.infer<typeof harvestResultSchema>;

export const rankSchema = z.object({
  rank: rankKeySchema,
  name: z.string(),
  threshold: fiatAmount.check(z.describe('Attracted liquidity that reaches this rank')),
  levelsUnlocked: levelNumber,
  profitShare: percentValue.check(z.describe('Share of platform profit at this rank, in percent')),
});
export type Rank = z.infer<typeof rankSchema>;

export const referralProgressResponse = z.object({
  fiat: fiatCodeSchema,
  rank: rankKeySchema,
  /** null at the top rank. */
  nextRank: z.nullable(rankKeySchema),
  attractedLiquidity: fiatAmount,
  progress: percentValue.check(z.describe('Way from the current rank threshold to the next one, 0–100 percent')),
  /** Lowest threshold first. */
  ranks: z.array(rankSchema),
});
export type ReferralProgressResponse = z.infer<typeof referralProgressResponse>;

export const referralMembersQuery = z.strictObject({
  ...pageQuery.shape,
  level: z.optional(
    z.coerce
      .number({ error: 'validation.invalid' })
      .check(
        z.int({ error: 'validation.invalid' }),
        z.minimum(1, { error: 'validation.invalid' }),
        z.maximum(REFERRAL_LEVELS_MAX, { error: 'validation.invalid' }),
      ),
  ),
  search: z.optional(text(MEMBER_SEARCH_MAX)),
});
export type ReferralMembersQuery = z.input<typeof referralMembersQuery>;

export const referralMemberSchema = z.object({
  /** Enough to recognise a friend without disclosing the login, e.g. `jo***@gm***.com`. */
  maskedLogin: z.string(),
  level: levelNumber,
  joinedAt: isoDateTime,
  attractedLiquidity: fiatAmount.check(z.describe("Value of the member's positions, in usd")),
});
export type ReferralMember = z.infer<typeof referralMemberSchema>;

export const referralMembersResponse = paginated(referralMemberSchema);
export type ReferralMembersResponse = z.infer<typeof referralMembersResponse>;

const levelPercents = z.array(z.object({ level: levelNumber, percent: percentValue }));

export const referralRulesResponse = z.object({
  fiat: fiatCodeSchema,
  levels: levelPercents,
  ranks: z.array(rankSchema),
  /** The levels of a programme the operator set from a later day (decision 82); null: none. */
  next: z.nullable(z.object({ effectiveFrom: isoDate, levels: levelPercents })),
});
export type ReferralRulesResponse = z.infer<typeof referralRulesResponse>;

export const referralEndpoints = {
  referrals: endpoint({
    method: 'GET',
    path: '/api/v1/referrals',
    tag: 'referrals',
    auth: 'user',
    summary: 'Referral ID and link, totals and figures per level',
    response: referralsResponse,
  }),
  referralHarvestInfo: endpoint({
    method: 'GET',
    path: '/api/v1/referrals/harvest',
    tag: 'referrals',
    auth: 'user',
    summary: 'Referral rewards ready to harvest and past harvests',
    response: harvestInfoResponse,
  }),
  referralHarvest: endpoint({
    method: 'POST',
    path: '/api/v1/referrals/harvest',
    tag: 'referrals',
    auth: 'user',
    idempotent: true,
    summary: 'Move every claimable referral reward into the balance',
    response: harvestResultSchema,
  }),
  referralProgress: endpoint({
    method: 'GET',
    path: '/api/v1/referrals/progress',
    tag: 'referrals',
    auth: 'user',
    summary: 'Current rank, the next one and the rank table',
    response: referralProgressResponse,
  }),
  referralMembers: endpoint({
    method: 'GET',
    path: '/api/v1/referrals/members',
    tag: 'referrals',
    auth: 'user',
    summary: 'The downline by level, searchable',
    query: referralMembersQuery,
    response: referralMembersResponse,
  }),
  referralRules: endpoint({
    method: 'GET',
    path: '/api/v1/referrals/rules',
    tag: 'referrals',
    auth: 'user',
    summary: 'Programme rules for "How it works": level percents and ranks',
    response: referralRulesResponse,
  }),
} as const;
