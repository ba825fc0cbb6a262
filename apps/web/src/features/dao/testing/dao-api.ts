/** Sample answers of the DAO endpoints for the DAO page tests. */
import type {
  DaoPersonalResponse,
  DaoPoolsResponse,
  DaoRewardsResponse,
  DaoValuesResponse,
  Proposal,
} from '@yc/contract/dao';

export const personal: DaoPersonalResponse = {
  fiat: 'usd',
  spoolHeld: '1234.000000000000000001',
  votingPower: '1234',
  shareOfSupply: '0.1234',
  rewards: { earned: '321.5', claimable: '12.345' },
  info: {
    name: 'Ann Investor',
    login: 'ann',
    wallet: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    memberSince: '2026-09-15T08:00:00.000Z',
  },
};

export const pools: DaoPoolsResponse = {
  fiat: 'usd',
  pools: [
    {
      pool: 'stable',
      tvl: '1234567.891',
      apy: '12.5',
      price: '1.0234',
      assets: [
        { token: 'USDT', weight: '62.5', balance: '771604.9318750001', value: '771604.93' },
        { token: 'USDC', weight: '37.5', balance: '462962.959125', value: '462962.96' },
      ],
    },
  ],
  priceStale: false,
  pricesUpdatedAt: '2026-11-01T10:00:00.000Z',
};

export const values: DaoValuesResponse = {
  fiat: 'usd',
  capeToken: { price: '0.4567', marketCap: '45670000', circulatingSupply: '100000000.5' },
  tvl: '9876543.21',
  spoolPrice: '1.0234',
  treasury: '2500000',
  priceStale: false,
  pricesUpdatedAt: '2026-11-01T10:00:00.000Z',
};

export const rewards: DaoRewardsResponse = {
  items: [{ date: '2026-11-01', currency: 'USDT', amount: '500.000000000000000001', fiatValue: '500', recipients: 42 }],
  page: 1,
  pageSize: 10,
  total: 1,
};

export const OPTION_YES = '5d0a1c3e-1111-4a5e-9b11-000000000001';
export const OPTION_NO = '5d0a1c3e-1111-4a5e-9b11-000000000002';

export const activeProposal: Proposal = {
  id: '7a1b2c3d-2222-4e5f-8a22-000000000010',
  title: 'Add a SOL pool',
  description: 'Open a pool for SOL deposits.',
  options: [
    { id: OPTION_YES, label: 'Yes', weight: '600.5', votes: 3 },
    { id: OPTION_NO, label: 'No', weight: '200', votes: 1 },
  ],
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2026-12-01T00:00:00.000Z',
  status: 'active',
  myVote: null,
};

export const proposalsOf = (...items: Proposal[]) => ({ items, page: 1, pageSize: 10, total: items.length });
