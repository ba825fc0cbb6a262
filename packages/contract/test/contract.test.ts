import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  ALL_POOLS,
  accountEndpoints,
  adminAuditEndpoints,
  adminBrandsEndpoints,
  adminConfigEndpoints,
  adminContentEndpoints,
  adminCorrectionsEndpoints,
  adminDaoEndpoints,
  adminDepositsEndpoints,
  adminOverviewEndpoints,
  adminPoolContentEndpoints,
  adminPoolsEndpoints,
  adminPricesEndpoints,
  adminProgrammeEndpoints,
  adminReportsEndpoints,
  adminSecurityEndpoints,
  adminUsersEndpoints,
  adminWithdrawalsEndpoints,
  api,
  articleParams,
  articlesQuery,
  authEndpoints,
  balanceQuery,
  brandResponse,
  chainEndpoints,
  coinSchema,
  contentEndpoints,
  createProposalBody,
  DEPOSIT_CURRENCIES,
  daoEndpoints,
  depositBody,
  type Endpoint,
  FALLBACK_COIN,
  faqQuery,
  fiatQuery,
  idParams,
  isMessageKey,
  ledgerEndpoints,
  notificationEndpoints,
  POOL_TOKENS,
  poolDataSchema,
  poolEndpoints,
  poolGraphQuery,
  poolParams,
  referralEndpoints,
  referralMembersQuery,
  systemEndpoints,
  TOKEN_LABELS,
  transactionsQuery,
  voteBody,
  withdrawBody,
} from '../src/index.ts';

const addressA = '0x1111111111111111111111111111111111111111';
const addressB = '0x2222222222222222222222222222222222222222';
const addressC = '0xAbCdEf0123456789aBcDeF0123456789AbCdEf01';
const hash = `0x${'ab'.repeat(32)}`;
const idA = '3f1c2a9e-8b7d-4c6e-9a1b-2d3e4f5a6b7c';
const idB = '9b2e4d10-5c3a-4f7b-8e6d-1a2b3c4d5e6f';
const idC = 'c0ffee00-1234-4abc-bdef-0123456789ab';
const now = '2025-11-20T09:00:00Z';
const later = '2025-11-27T09:00:00.000+03:00';

function expectValid(schema: z.ZodMiniType, value: unknown) {
  const result = schema.safeParse(value);
  expect(result.success ? [] : result.error.issues).toEqual([]);
}

/** Rejects, and when `path` is given, an issue points at that field. */
function expectInvalid(schema: z.ZodMiniType, value: unknown, path?: string) {
  const result = schema.safeParse(value);
  expect(result.success).toBe(false);
  if (path !== undefined && !result.success) {
    expect(result.error.issues.map((issue) => issue.path.join('.'))).toContain(path);
  }
}

/** Rejection whose message is a catalogue key the API can translate. */
function expectMessage(schema: z.ZodMiniType, value: unknown, key: string) {
  const result = schema.safeParse(value);
  expect(result.success).toBe(false);
  const messages = result.success ? [] : result.error.issues.map((issue) => issue.message);
  expect(messages).toContain(key);
  expect(isMessageKey(key)).toBe(true);
}

const entries = Object.entries(api) as [string, Endpoint][];
const shapeKeys = (schema: z.ZodMiniType | undefined): string[] =>
  schema && 'shape' in schema ? Object.keys(schema.shape as object) : [];

describe('endpoint registry', () => {
  it('loses no endpoint to a key clash between domain maps', () => {
    const maps = [
      authEndpoints,
      accountEndpoints,
      systemEndpoints,
      chainEndpoints,
      poolEndpoints,
      ledgerEndpoints,
      referralEndpoints,
      notificationEndpoints,
      daoEndpoints,
      contentEndpoints,
      adminAuditEndpoints,
      adminSecurityEndpoints,
      adminUsersEndpoints,
      adminReportsEndpoints,
      adminDepositsEndpoints,
      adminWithdrawalsEndpoints,
      adminCorrectionsEndpoints,
      adminOverviewEndpoints,
      adminProgrammeEndpoints,
      adminDaoEndpoints,
      adminBrandsEndpoints,
      adminConfigEndpoints,
      adminPoolsEndpoints,
      adminPoolContentEndpoints,
      adminPricesEndpoints,
      adminContentEndpoints,
    ];
    const total = maps.reduce((sum, map) => sum + Object.keys(map).length, 0);
    expect(Object.keys(api)).toHaveLength(total);
  });

  it('has one endpoint per method and path', () => {
    const routes = entries.map(([, e]) => `${e.method} ${e.path}`);
    expect(routes.filter((route, i) => routes.indexOf(route) !== i)).toEqual([]);
  });

  it.each(entries)('%s: path under /api/v1 with declared params', (_name, e) => {
    expect(e.path).toMatch(/^\/api\/v1\/[a-z0-9\-./:]+$/);
    expect(e.path).not.toMatch(/\/$|\/\//);
    const pathParams = [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
    expect(shapeKeys(e.params).sort()).toEqual(pathParams.sort());
  });

  it.each(entries)('%s: method, auth and idempotency agree', (_name, e) => {
    if (e.method === 'GET') expect(e.body).toBeUndefined();
    if (e.idempotent) expect(e.method).toBe('POST');
    expect(e.auth === 'admin').toBe(e.path.startsWith('/api/v1/admin/'));
  });

  it.each(
    entries.flatMap(([name, e]) =>
      (['params', 'query', 'body'] as const).filter((part) => e[part]).map((part) => [name, part, e[part]] as const),
    ),
  )('%s: %s rejects unknown fields', (_name, _part, schema) => {
    // A discriminated union is strict in each of its branches.
    const branches =
      schema instanceof z.ZodMiniDiscriminatedUnion
        ? (schema.def.options as z.ZodMiniType[])
        : [schema as z.ZodMiniType];
    for (const branch of branches) {
      const result = branch.safeParse({ unexpectedField: '1' });
      expect(result.success).toBe(false);
      const codes = result.success ? [] : result.error.issues.map((issue) => issue.code);
      expect(codes).toContain('unrecognized_keys');
    }
  });
});

type NewEndpoints = typeof poolEndpoints &
  typeof ledgerEndpoints &
  typeof referralEndpoints &
  typeof daoEndpoints &
  typeof contentEndpoints &
  typeof chainEndpoints &
  typeof accountEndpoints;
interface Example {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  response: unknown;
}

const asset = (token: string, weight: string, balance: string, value: string) => ({ token, weight, balance, value });
const poolData = {
  name: 'stable',
  fiat: 'usd',
  chainId: 1,
  apy: '12.5',
  tvl: '1250000.00',
  dailyRewards: '428.08',
  strategyAddress: addressA,
  vaultAddress: addressB,
  depositFee: '0.5',
  withdrawalFee: '1',
  supply: '1183000.123456',
  price: '1.056',
  tokenContract: addressC,
  website: 'https://stable.example.com/',
  assets: [
    asset('USDT', '40', '500000', '500000.00'),
    asset('USDC', '35', '437500', '437412.50'),
    asset('BUSD', '25', '312500', '312531.25'),
  ],
  addresses: { USDT: addressA, USDC: addressA, BUSD: addressA },
  estimate: { USDT: '1', USDC: '0.9998', BUSD: '1.0001' },
  position: { shares: '946.969696969696969697', value: '1000.00', deposited: '950.00', earned: '50.00' },
  depositsOpen: true,
  minDepositUsd: '50',
  minDeposit: { USDT: '50', USDC: '50.010003', BUSD: '49.995001' },
  withdrawalsPaused: null,
  priceStale: false,
  pricesUpdatedAt: now,
};
const depositClaim = {
  id: idA,
  pool: 'coin',
  currency: 'USDT',
  chainId: 1,
  transaction: hash,
  status: 'confirming',
  confirmations: 3,
  requiredConfirmations: 12,
  claimedAmount: '250.5',
  amount: null,
  fee: null,
  rejectReason: null,
  createdAt: now,
  creditedAt: null,
};
const withdrawal = {
  id: idB,
  pool: 'dex',
  currency: 'ETH',
  chainId: 1,
  amount: '1.5',
  fee: '0.015',
  netAmount: '1.485',
  destination: addressC,
  status: 'requested',
  needsApproval: false,
  txHash: null,
  confirmations: 0,
  requiredConfirmations: 12,
  reason: null,
  createdAt: now,
  updatedAt: now,
};
const rank = (key: string, threshold: string, levelsUnlocked: number, profitShare: string) => ({
  rank: key,
  name: key[0]?.toUpperCase() + key.slice(1),
  threshold,
  levelsUnlocked,
  profitShare,
});
const ranks = [rank('bronze', '0', 1, '0'), rank('silver', '10000', 3, '0.5'), rank('gold', '100000', 5, '1.5')];
const proposal = {
  id: idA,
  title: 'Add AVAX to the dex pool',
  description: 'Raise the AVAX weight to 15 %.',
  options: [
    { id: idB, label: 'Yes', weight: '1520.25', votes: 14 },
    { id: idC, label: 'No', weight: '310', votes: 3 },
  ],
  startsAt: now,
  endsAt: later,
  status: 'active',
  myVote: idB,
};
const articleSummary = {
  slug: 'what-is-apy',
  title: 'What is APY',
  excerpt: 'Annual percentage yield, compounding once a day.',
  minutesToRead: 4,
  publishedAt: now,
  coverUrl: '/media/apy.webp',
};
const user = {
  id: idA,
  name: 'Ann',
  login: 'ann@example.com',
  email: 'ann@example.com',
  phone: null,
  telegram: '@ann_invest',
  locale: 'en',
  role: 'investor',
  metaMaskAddress: addressC,
  avatarUrl: '/media/avatars/ann.webp',
  emailConfirmed: true,
  createdAt: now,
};

const examples = {
  poolData: { params: { pool: 'stable' }, query: { currency: 'usd' }, response: poolData },
  refreshPool: { params: { pool: 'strategy' }, query: {}, response: { ...poolData, name: 'strategy' } },
  dashboardYield: {
    response: {
      fiat: 'usd',
      pools: ALL_POOLS.map((pool) => ({ pool, dailyRewards: '1.2', earned: '30', claimable: '4.5', apy: '9.75' })),
      total: { dailyRewards: '4.8', earned: '120', claimable: '18', apy: '10.1' },
      capeToken: { price: '0.42', marketCap: '4200000', circulatingSupply: '10000000' },
      spoolPrice: '1.07',
      priceStale: true,
      pricesUpdatedAt: null,
    },
  },
  currencies: {
    response: {
      fiat: 'usd',
      items: [
        {
          label: 'ETH',
          decimals: 18,
          native: true,
          toFiat: '3012.55',
          addresses: { '1': null, '137': addressA },
          deposit: true,
          balance: true,
        },
        {
          label: 'USDT',
          decimals: 6,
          native: false,
          toFiat: '1',
          addresses: { '1': addressB, '56': null },
          deposit: true,
          balance: true,
        },
      ],
      priceStale: false,
      pricesUpdatedAt: now,
    },
  },
  poolAssets: {
    params: { pool: 'coin' },
    query: { currency: 'eur' },
    response: {
      pool: 'coin',
      fiat: 'eur',
      items: [asset('BTC', '60', '2.5', '150000'), asset('ETH', '40', '33', '99000')],
    },
  },
  poolStrategy: {
    params: { pool: 'dex' },
    response: {
      pool: 'dex',
      name: 'Dex liquidity',
      description: 'Provides liquidity to decentralised exchanges.',
      chainId: 1,
      strategyAddress: addressA,
      vaultAddress: addressB,
      tokenContract: addressC,
      website: null,
      depositFee: '0',
      withdrawalFee: '0.75',
      risks: ['Impermanent loss', 'Smart-contract risk'],
    },
  },
  poolApyHistory: {
    params: { pool: 'stable' },
    response: {
      pool: 'stable',
      items: [
        { effectiveFrom: '1970-01-01', apy: '12.4' },
        { effectiveFrom: '2025-11-20', apy: '12.5' },
      ],
    },
  },
  poolGraph: {
    params: { pool: 'stable' },
    query: { range: '7d' },
    response: {
      pool: 'stable',
      range: '7d',
      fiat: 'usd',
      points: [
        { date: '2025-11-19', apy: '12.4', tvl: '1240000', pricePerShare: '1.0557' },
        { date: '2025-11-20', apy: '12.5', tvl: '1250000', pricePerShare: '1.056' },
      ],
    },
  },
  poolsOverview: {
    response: {
      fiat: 'usd',
      items: [
        { name: 'stable', apy: '8.5', tvl: '1250000', dailyRewards: '279.12' },
        { name: 'dex', apy: '21', tvl: '480000.5', dailyRewards: '250.77' },
      ],
      priceStale: false,
      pricesUpdatedAt: now,
    },
  },
  deposit: {
    body: { pool: 'coin', amount: '250.5', currency: 'USDT', transaction: hash, chainId: 1 },
    response: depositClaim,
  },
  depositClaim: {
    params: { id: idA },
    response: {
      ...depositClaim,
      status: 'credited',
      confirmations: 12,
      amount: '250.5',
      fee: '1.2525',
      creditedAt: later,
    },
  },
  depositClaims: {
    query: { page: 1, pageSize: 20 },
    response: { items: [depositClaim], page: 1, pageSize: 20, total: 1 },
  },
  withdraw: { body: { pool: 'dex', amount: '1.5', currency: 'ETH' }, response: withdrawal },
  withdrawals: {
    query: { status: 'sent' },
    response: {
      items: [{ ...withdrawal, status: 'sent', txHash: hash, confirmations: 3 }],
      page: 1,
      pageSize: 20,
      total: 1,
    },
  },
  devAccrue: { body: { through: '2025-11-22' }, response: { days: ['2025-11-21', '2025-11-22'], entries: 8 } },
  withdrawal: {
    params: { id: idB },
    response: { ...withdrawal, status: 'confirmed', txHash: hash, confirmations: 12, updatedAt: later },
  },
  balance: {
    query: { from: '2025-11-01', to: '2025-11-20', pool: 'stable' },
    response: {
      fiat: 'usd',
      from: '2025-11-01',
      to: '2025-11-20',
      pool: 'stable',
      totals: { balance: '1000.00', deposited: '950.00', withdrawn: '0', earned: '50.00' },
      byCurrency: [{ currency: 'USDT', balance: '1000', deposited: '950', withdrawn: '0', earned: '50' }],
      series: [
        { date: '2025-11-19', balance: '999.67', earned: '0.33' },
        { date: '2025-11-20', balance: '1000.00', earned: '0.33' },
      ],
    },
  },
  transactions: {
    query: { page: '2', pageSize: '50', type: 'deposit', pool: 'coin', currency: 'USDT', from: '2025-01-01' },
    response: {
      items: [
        {
          id: idA,
          type: 'deposit',
          pool: 'coin',
          currency: 'USDT',
          amount: '250.5',
          fee: '0.2505',
          netAmount: '250.2495',
          fiatValue: '250.19',
          status: 'completed',
          txHash: hash,
          createdAt: now,
        },
        {
          id: idB,
          type: 'referral',
          pool: null,
          currency: 'USDC',
          amount: '0.12',
          fee: '0',
          netAmount: '0.12',
          fiatValue: '0.12',
          status: 'completed',
          txHash: null,
          createdAt: now,
        },
      ],
      page: 2,
      pageSize: 50,
      total: 52,
    },
  },
  transactionsCsv: {
    query: { type: 'withdrawal' },
    response: `id,type,pool,currency,amount,fee,netAmount,fiatValue,status,txHash,createdAt,date\n${idB},withdrawal,dex,ETH,1.5,0.003,1.497,4509.79,pending,,${now},${now.slice(0, 10)}\n`,
  },
  referrals: {
    response: {
      referralId: 'ANN7Q2',
      link: 'https://cabinet.example.com/?invite=ANN7Q2',
      fiat: 'usd',
      totals: { members: 17, attractedLiquidity: '52000', earned: '312.4', claimable: '12.5' },
      levels: [
        { level: 1, members: 5, liquidity: '40000', percent: '5' },
        { level: 2, members: 12, liquidity: '12000', percent: '2.5' },
      ],
      sharePlatformProfit: '0.5',
    },
  },
  referralHarvestInfo: {
    response: {
      fiat: 'usd',
      total: '12.5',
      amounts: [{ currency: 'USDT', amount: '12.5', fiatValue: '12.5' }],
      history: [{ date: now, currency: 'USDC', amount: '8', fiatValue: '8', txId: idC }],
    },
  },
  referralHarvest: {
    response: {
      fiat: 'usd',
      total: '12.5',
      harvested: [{ currency: 'USDT', amount: '12.5', fiatValue: '12.5' }],
      txIds: [idA],
      harvestedAt: now,
    },
  },
  referralProgress: {
    response: {
      fiat: 'usd',
      rank: 'silver',
      nextRank: 'gold',
      attractedLiquidity: '52000',
      progress: '46.67',
      ranks,
    },
  },
  referralMembers: {
    query: { level: '2', search: 'gm', page: '1', pageSize: '20' },
    response: {
      items: [{ maskedLogin: 'jo***@gm***.com', level: 2, joinedAt: now, attractedLiquidity: '1200' }],
      page: 1,
      pageSize: 20,
      total: 1,
    },
  },
  referralRules: {
    response: {
      fiat: 'usd',
      levels: [
        { level: 1, percent: '5' },
        { level: 2, percent: '2.5' },
      ],
      ranks,
      next: null,
    },
  },
  daoPersonal: {
    response: {
      fiat: 'usd',
      spoolHeld: '1520.25',
      votingPower: '1520.25',
      shareOfSupply: '0.0152',
      rewards: { earned: '88.1', claimable: '3.2' },
      info: { name: 'Ann', login: 'ann@example.com', wallet: addressC, memberSince: now },
    },
  },
  daoPools: {
    response: {
      fiat: 'usd',
      pools: [{ pool: 'stable', tvl: '1250000', apy: '12.5', price: '1.056', assets: poolData.assets }],
      priceStale: false,
      pricesUpdatedAt: now,
    },
  },
  daoValues: {
    response: {
      fiat: 'usd',
      capeToken: { price: '0.42', marketCap: '4200000', circulatingSupply: '10000000' },
      tvl: '4800000',
      spoolPrice: '1.07',
      treasury: '350000',
      priceStale: false,
      pricesUpdatedAt: now,
    },
  },
  daoRewards: {
    query: { page: '1' },
    response: {
      items: [{ date: '2025-11-20', currency: 'SPOOL', amount: '1000', fiatValue: '1070', recipients: 412 }],
      page: 1,
      pageSize: 20,
      total: 1,
    },
  },
  daoProposals: { query: { status: 'active' }, response: { items: [proposal], page: 1, pageSize: 20, total: 1 } },
  daoVote: { params: { id: idA }, body: { option: idB }, response: proposal },
  createProposal: {
    body: {
      title: 'Add AVAX to the dex pool',
      description: 'Raise the AVAX weight to 15 %.',
      options: ['Yes', 'No', 'Abstain'],
      startsAt: now,
      endsAt: later,
    },
    response: {
      ...proposal,
      status: 'upcoming',
      titleRu: '',
      descriptionRu: '',
      createdAt: now,
      createdBy: { id: idC, login: 'operator@example.com' },
      cancelledAt: null,
      cancelledBy: null,
    },
  },
  faq: {
    query: { locale: 'ru' },
    response: {
      locale: 'ru',
      items: [
        {
          id: 'deposit-time',
          question: 'Как долго идёт депозит?',
          answer: 'После 12 подтверждений.',
          category: 'pools',
        },
      ],
    },
  },
  articles: {
    query: { locale: 'en', page: '1', pageSize: '10' },
    response: { items: [articleSummary], page: 1, pageSize: 10, total: 1 },
  },
  article: {
    params: { slug: 'what-is-apy' },
    query: { locale: 'ru' },
    response: { ...articleSummary, locale: 'en', body: '# What is APY\n\nIt compounds **daily**.' },
  },
  brand: {
    response: {
      title: 'Acme Yield',
      defaultTitle: 'Finance Cabinet',
      logoUrl: 'https://cdn.example.com/acme.svg',
      social: { twitter: 'https://x.com/acme', telegram: 'https://t.me/acme', discord: null, docs: null },
      supportEmail: 'support@acme.example',
      primaryColor: '#2b8a3e',
      faviconUrl: '/media/brands/0123456789abcdef0123456789abcdef.png',
      legalEntity: 'Acme Holdings Ltd',
    },
  },
  chainConfig: {
    response: {
      networks: [
        {
          chainId: 1,
          name: 'Ethereum',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcPath: '/api/v1/chain/1/rpc',
          blockExplorerUrl: 'https://etherscan.io',
          tokens: [{ symbol: 'USDT', address: addressB, decimals: 6 }],
          supported: true,
          dev: false,
        },
        {
          chainId: 31337,
          name: 'Dev chain',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcPath: '/api/v1/chain/31337/rpc',
          blockExplorerUrl: null,
          tokens: [{ symbol: 'USDC', address: addressA, decimals: 6 }],
          supported: true,
          dev: true,
        },
      ],
      defaultChainId: 1,
    },
  },
  chainRpc: {
    params: { chain: '31337' },
    body: { jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [addressA, 'latest'] },
    response: { jsonrpc: '2.0', id: 1, result: '0x0' },
  },
  devWallet: {
    body: { method: 'personal_sign', params: ['0x68656c6c6f', addressA] },
    response: { result: '0x1234' },
  },
  uploadAvatar: { response: { user } },
} satisfies Record<keyof NewEndpoints, Example>;

const newEndpoints: Record<string, Endpoint> = {
  ...poolEndpoints,
  ...ledgerEndpoints,
  ...referralEndpoints,
  ...daoEndpoints,
  ...contentEndpoints,
  ...chainEndpoints,
  ...accountEndpoints,
};

describe('realistic examples', () => {
  it('cover every endpoint of the new domains', () => {
    expect(Object.keys(examples).sort()).toEqual(Object.keys(newEndpoints).sort());
  });

  it.each(Object.entries(examples) as [string, Example][])('%s: request and response parse', (name, example) => {
    const e = newEndpoints[name];
    expect(e).toBeDefined();
    if (!e) return;
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = e[part];
      expect(schema !== undefined, `${name}.${part}`).toBe(part in example);
      if (schema) expectValid(schema, example[part]);
    }
    expectValid(e.response, example.response);
  });
});

describe('pools', () => {
  it('fills query defaults', () => {
    expect(fiatQuery.parse({})).toEqual({ currency: 'usd' });
    expect(poolGraphQuery.parse({})).toEqual({ range: '30d' });
  });

  it('rejects unknown pools, fiat codes and ranges', () => {
    expectMessage(poolParams, { pool: 'gold' }, 'validation.invalid');
    expectInvalid(fiatQuery, { currency: 'USD' }, 'currency');
    expectInvalid(fiatQuery, { currency: 'usdollar' }, 'currency');
    expectInvalid(poolGraphQuery, { range: '2d' }, 'range');
    // The graph is kept in usd only: a currency is refused, not silently ignored.
    expect(poolGraphQuery.safeParse({ range: '7d', currency: 'eur' }).success).toBe(false);
  });

  it('keeps money out of JS numbers in responses', () => {
    expectInvalid(poolDataSchema, { ...poolData, apy: 12.5 }, 'apy');
    expectInvalid(poolDataSchema, { ...poolData, tvl: '-1' }, 'tvl');
    expectInvalid(poolDataSchema, { ...poolData, website: 'javascript:alert(1)' }, 'website');
    expectInvalid(poolDataSchema, { ...poolData, addresses: { DOGE: addressA } }, 'addresses');
    expectInvalid(poolDataSchema, { ...poolData, strategyAddress: '0x1234' }, 'strategyAddress');
  });

  it('knows every deposit currency and pool token, and the fallback coin', () => {
    const known = new Set<string>(TOKEN_LABELS);
    for (const label of [...DEPOSIT_CURRENCIES, ...Object.values(POOL_TOKENS).flat()]) expect(known).toContain(label);
    expectValid(coinSchema, FALLBACK_COIN);
    expectInvalid(coinSchema, { ...FALLBACK_COIN, toFiat: 0 }, 'toFiat');
  });
});

describe('ledger', () => {
  const deposit = { pool: 'coin', amount: '250.5', currency: 'USDT', transaction: hash };

  it('accepts a deposit without chain id', () => {
    expectValid(depositBody, deposit);
  });

  it('rejects bad amounts', () => {
    expectMessage(depositBody, { ...deposit, amount: 250.5 }, 'validation.required');
    expectMessage(depositBody, { ...deposit, amount: '-5' }, 'validation.amount');
    expectMessage(depositBody, { ...deposit, amount: '0' }, 'validation.amount');
    expectMessage(depositBody, { ...deposit, amount: '0.000' }, 'validation.amount');
    expectInvalid(depositBody, { ...deposit, amount: '1e5' }, 'amount');
    expectInvalid(depositBody, { ...deposit, amount: `1.${'1'.repeat(37)}` }, 'amount');
    expectMessage(withdrawBody, { pool: 'dex', amount: 1, currency: 'ETH' }, 'validation.required');
  });

  it('rejects unknown pools and currencies, bad hashes and chain ids, extra fields', () => {
    expectInvalid(depositBody, { ...deposit, pool: 'gold' }, 'pool');
    expectInvalid(depositBody, { ...deposit, currency: 'usdt' }, 'currency');
    expectInvalid(depositBody, { ...deposit, currency: 'BTC' }, 'currency');
    expectMessage(depositBody, { ...deposit, transaction: '0x123' }, 'validation.invalid');
    expectInvalid(depositBody, { ...deposit, transaction: `0x${'g'.repeat(64)}` }, 'transaction');
    expectInvalid(depositBody, { ...deposit, chainId: 1.5 }, 'chainId');
    expectInvalid(depositBody, { ...deposit, chainId: '1' }, 'chainId');
    expectInvalid(depositBody, { ...deposit, chainId: 0 }, 'chainId');
    expectInvalid(depositBody, { ...deposit, userId: idA });
    expectInvalid(withdrawBody, { pool: 'dex', amount: '1', currency: 'ETH', destination: addressA });
  });

  it('rejects bad dates and reversed ranges', () => {
    expectInvalid(balanceQuery, { from: '2025-02-30' }, 'from');
    expectInvalid(balanceQuery, { to: '20-11-2025' }, 'to');
    expectInvalid(balanceQuery, { from: '2025-11-20T00:00:00Z' }, 'from');
    expectInvalid(balanceQuery, { from: '2025-11-20', to: '2025-11-01' }, 'to');
    expectValid(balanceQuery, { from: '2025-11-20', to: '2025-11-20' });
    expectInvalid(transactionsQuery, { from: '2025-12-01', to: '2025-11-01' }, 'to');
  });

  it('rejects bad history filters and paging', () => {
    expectInvalid(transactionsQuery, { type: 'transfer' }, 'type');
    expectInvalid(transactionsQuery, { page: '0' }, 'page');
    expectInvalid(transactionsQuery, { pageSize: '101' }, 'pageSize');
    expectInvalid(transactionsQuery, { currency: 'DOGE' }, 'currency');
  });

  it('validates ids', () => {
    expectMessage(idParams, { id: 'not-a-uuid' }, 'validation.invalid');
  });
});

describe('referrals', () => {
  it('bounds the member filter', () => {
    expect(referralMembersQuery.parse({ level: '3' })).toEqual({ level: 3, page: 1, pageSize: 20 });
    expectInvalid(referralMembersQuery, { level: '0' }, 'level');
    expectInvalid(referralMembersQuery, { level: '11' }, 'level');
    expectInvalid(referralMembersQuery, { level: '1.5' }, 'level');
    expectInvalid(referralMembersQuery, { level: 'first' }, 'level');
    expectMessage(referralMembersQuery, { search: 'a'.repeat(65) }, 'validation.maxLength');
    expectInvalid(referralMembersQuery, { sort: 'level' });
  });
});

describe('dao', () => {
  const proposalBody = examples.createProposal.body;

  it('checks proposal options and times', () => {
    expectInvalid(createProposalBody, { ...proposalBody, options: ['Only'] }, 'options');
    expectInvalid(
      createProposalBody,
      { ...proposalBody, options: Array.from({ length: 11 }, (_, i) => `O${i}`) },
      'options',
    );
    expectInvalid(createProposalBody, { ...proposalBody, options: ['Yes', 'Yes'] }, 'options');
    expectInvalid(createProposalBody, { ...proposalBody, options: ['Yes', ''] }, 'options.1');
    expectInvalid(createProposalBody, { ...proposalBody, endsAt: '2025-11-19T09:00:00Z' }, 'endsAt');
    expectInvalid(createProposalBody, { ...proposalBody, startsAt: '2025-11-20' }, 'startsAt');
    expectMessage(createProposalBody, { ...proposalBody, title: 't'.repeat(201) }, 'validation.maxLength');
  });

  it('takes an option id as the vote', () => {
    expectInvalid(voteBody, { option: 'Yes' }, 'option');
    expectInvalid(voteBody, { option: idB, weight: '100' });
  });
});

describe('content', () => {
  it('checks locale and slug', () => {
    expectInvalid(faqQuery, { locale: 'de' }, 'locale');
    expectValid(articlesQuery, {});
    expectInvalid(articleParams, { slug: 'What-Is-APY' }, 'slug');
    expectInvalid(articleParams, { slug: '../etc/passwd' }, 'slug');
    expectInvalid(articleParams, { slug: '-apy' }, 'slug');
    expectMessage(articleParams, { slug: 'a'.repeat(101) }, 'validation.maxLength');
    expectValid(articleParams, { slug: 'a'.repeat(100) });
  });

  it('allows only http(s) links in the brand', () => {
    const brand = examples.brand.response;
    expectInvalid(brandResponse, { ...brand, social: { ...brand.social, docs: 'javascript:alert(1)' } }, 'social.docs');
    expectInvalid(brandResponse, { ...brand, logoUrl: '//evil.example/logo.svg' }, 'logoUrl');
  });
});
