/** Sample answers of the referral endpoints for the referral and affiliates page tests. */
import type {
  HarvestInfoResponse,
  HarvestResult,
  ReferralMember,
  ReferralProgressResponse,
  ReferralRulesResponse,
  ReferralsResponse,
} from '@yc/contract/referrals';

export const referrals: ReferralsResponse = {
  referralId: 'AB12CD',
  link: 'https://yield.example.com/?invite=AB12CD',
  fiat: 'usd',
  totals: { members: 3, attractedLiquidity: '12345.678', earned: '1234.5', claimable: '42.125' },
  levels: [
    { level: 1, members: 2, liquidity: '10000', percent: '10' },
    { level: 2, members: 1, liquidity: '2345.678', percent: '2.5' },
  ],
  sharePlatformProfit: '1.25',
};

const ranks = [
  { rank: 'bronze', name: 'Bronze', threshold: '0', levelsUnlocked: 1, profitShare: '0' },
  { rank: 'silver', name: 'Silver', threshold: '10000', levelsUnlocked: 2, profitShare: '1.25' },
  { rank: 'gold', name: 'Gold', threshold: '100000', levelsUnlocked: 3, profitShare: '2.5' },
];

export const progress: ReferralProgressResponse = {
  fiat: 'usd',
  rank: 'silver',
  nextRank: 'gold',
  attractedLiquidity: '12345.678',
  progress: '2.6',
  ranks,
};

export const rules: ReferralRulesResponse = {
  fiat: 'usd',
  levels: [
    { level: 1, percent: '10' },
    { level: 2, percent: '2.5' },
  ],
  ranks,
  next: null,
};

export const harvestInfo: HarvestInfoResponse = {
  fiat: 'usd',
  total: '42.125',
  amounts: [{ currency: 'USDT', amount: '42.125', fiatValue: '42.125' }],
  history: [
    {
      date: '2026-11-02T23:30:00.000Z',
      currency: 'USDT',
      amount: '10.000000000000000001',
      fiatValue: '10',
      txId: '0b8f2c1e-7a43-4f5e-9a11-2f6d3c4b5a61',
    },
  ],
};

export const harvestResult: HarvestResult = {
  fiat: 'usd',
  total: '42.125',
  harvested: [{ currency: 'USDT', amount: '42.125', fiatValue: '42.125' }],
  txIds: ['1c9f3d2e-8b54-4a6f-8b22-3a7e4d5c6b72'],
  harvestedAt: '2026-11-03T10:00:00.000Z',
};

export const memberOf = (n: number, level = 1): ReferralMember => ({
  maskedLogin: `us***${n}@ex***.com`,
  level,
  joinedAt: `2026-10-${String((n % 28) + 1).padStart(2, '0')}T12:00:00.000Z`,
  attractedLiquidity: `${n * 100}.5`,
});
