/**
 * Dev mode only: the pools' deposit addresses on the dev chain and coherent demo figures (decision 28).
 * Each pool's hot wallet is a fixed anvil account (10–13 of anvil's public test mnemonic), so later parts can
 * pay out from it; production has no such thing: its addresses and prices are operator configuration.
 */
import { ALL_POOLS, type AnyPool, LOCALES, type LocaleCode, POOL_DEPOSIT_CURRENCIES } from '@yc/contract';
import { sql } from 'kysely';
import { type Address, type Hex, toHex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import type { Db } from '../../db/database.ts';
import { ANVIL_MNEMONIC } from '../chain/dev-accounts.ts';
import { SINCE_EVER } from './pool-settings.ts';
import { CAPE_TOKEN } from './tokens.ts';

export const POOL_WALLET_INDEX: Record<AnyPool, number> = { stable: 10, coin: 11, dex: 12, strategy: 13 };
/** Anvil accounts 14–17 stand in for the strategy contracts of the pools on the dev chain. */
const STRATEGY_INDEX: Record<AnyPool, number> = { stable: 14, coin: 15, dex: 16, strategy: 17 };

const walletCache = new Map<number, { address: Address; privateKey: Hex }>();
function anvilAccount(index: number) {
  let account = walletCache.get(index);
  if (!account) {
    const hd = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: index });
    const key = hd.getHdKey().privateKey;
    if (!key) throw new Error('no private key derived');
    account = { address: hd.address, privateKey: toHex(key) };
    walletCache.set(index, account);
  }
  return account;
}

/** The dev chain hot wallet of a pool: its deposit address for every currency (public test key). */
export const devPoolWallet = (pool: AnyPool) => anvilAccount(POOL_WALLET_INDEX[pool]);

const DEMO_POOLS: Record<
  AnyPool,
  {
    apy: string;
    depositFee: string;
    withdrawalFee: string;
    website: string;
    text: Record<LocaleCode, { description: string; risks: string[] }>;
  }
> = {
  stable: {
    apy: '8.5',
    depositFee: '0.1',
    withdrawalFee: '0.2',
    website: 'https://example.com/pools/stable',
    text: {
      en: {
        description: 'Lends stablecoins to over-collateralised money markets.',
        risks: ['Stablecoin de-peg', 'Smart-contract risk of the money markets'],
      },
      ru: {
        description: 'Выдаёт стейблкоины в займы на денежных рынках с избыточным обеспечением.',
        risks: ['Потеря привязки стейблкоина', 'Риск смарт-контрактов денежных рынков'],
      },
    },
  },
  coin: {
    apy: '11.2',
    depositFee: '0.2',
    withdrawalFee: '0.3',
    website: 'https://example.com/pools/coin',
    text: {
      en: {
        description: 'Stakes and lends major coins, keeping a stablecoin buffer.',
        risks: ['Price volatility of BTC and ETH', 'Validator slashing'],
      },
      ru: {
        description: 'Стейкает и выдаёт в займы основные монеты, держа запас в стейблкоинах.',
        risks: ['Волатильность цен BTC и ETH', 'Штрафы валидаторов (слэшинг)'],
      },
    },
  },
  dex: {
    apy: '17.8',
    depositFee: '0.3',
    withdrawalFee: '0.5',
    website: 'https://example.com/pools/dex',
    text: {
      en: {
        description: 'Provides liquidity on decentralised exchanges and compounds the trading fees.',
        risks: ['Impermanent loss', 'Price volatility', 'Smart-contract risk of the exchanges'],
      },
      ru: {
        description: 'Предоставляет ликвидность децентрализованным биржам и реинвестирует торговые комиссии.',
        risks: ['Непостоянные потери', 'Волатильность цен', 'Риск смарт-контрактов бирж'],
      },
    },
  },
  strategy: {
    apy: '14',
    depositFee: '0.25',
    withdrawalFee: '0.25',
    website: 'https://example.com/pools/strategy',
    text: {
      en: {
        description: 'Rotates between the other pools; its shares are the SPOOL token.',
        risks: ['Strategy risk', 'The risks of every underlying pool'],
      },
      ru: {
        description: 'Перераспределяет средства между другими пулами; его доли — токен SPOOL.',
        risks: ['Риск стратегии', 'Риски каждого базового пула'],
      },
    },
  },
};

/** Composition weights in percent (each pool sums to 100). */
const DEMO_WEIGHTS: Record<AnyPool, Record<string, string>> = {
  stable: { USDT: '40', USDC: '40', BUSD: '20' },
  coin: { BTC: '40', ETH: '35', USDT: '15', USDC: '10' },
  dex: {
    ETH: '20',
    BNB: '12',
    AVAX: '8',
    SOL: '12',
    MATIC: '6',
    CRO: '4',
    FTM: '4',
    WAVES: '4',
    NEAR: '10',
    USDC: '20',
  },
  strategy: { SPOOL: '100' },
};

/** Demo prices in usd. CAPE also gets market cap = price × circulating supply. */
export const DEMO_PRICES_USD: Record<string, string> = {
  USDT: '1',
  USDC: '1',
  BUSD: '1',
  WAVES: '1.85',
  SOL: '145.2',
  BNB: '590.4',
  ETH: '3120.55',
  BTC: '64250',
  AVAX: '27.3',
  MATIC: '0.52',
  CRO: '0.091',
  FTM: '0.41',
  NEAR: '5.12',
  [CAPE_TOKEN]: '0.42',
};
const CAPE_SUPPLY = '100000000';
const CAPE_MARKET_CAP = '42000000';

/**
 * Fills the pools with demo values once, when a pool is not configured yet (an operator's later changes stay), and
 * refreshes the demo prices on every start so they are fresh while the dev server runs. Prices an operator set
 * (source 'operator') are never overwritten.
 */
export async function seedDemoPools(db: Db, devChainId: number | null): Promise<void> {
  for (const pool of ALL_POOLS) {
    const demo = DEMO_POOLS[pool];
    const strategy = anvilAccount(STRATEGY_INDEX[pool]).address.toLowerCase();
    const vault = devPoolWallet(pool).address.toLowerCase();
    const configured = await db
      .updateTable('pools')
      .set({
        deposit_fee: demo.depositFee,
        withdrawal_fee: demo.withdrawalFee,
        website: demo.website,
        strategy_address: strategy,
        vault_address: vault,
        ...(devChainId !== null ? { chain_id: devChainId } : {}),
        updated_at: sql`now()`,
      })
      .where('name', '=', pool)
      // Only a pool nobody configured yet: an operator's figures stay.
      .where('vault_address', 'is', null)
      .executeTakeFirst();
    // The APY and texts of a pool the seed just configured; an operator's own stay.
    if (configured.numUpdatedRows > 0n) {
      await db
        .updateTable('pool_apy')
        .set({ apy: demo.apy })
        .where('pool', '=', pool)
        .where('effective_from', '=', SINCE_EVER)
        .execute();
      for (const locale of LOCALES) {
        const { description, risks } = demo.text[locale];
        await db
          .updateTable('pool_texts')
          .set({ description, risks: JSON.stringify(risks) })
          .where('pool', '=', pool)
          .where('locale', '=', locale)
          .execute();
      }
    }
    for (const [token, weight] of Object.entries(DEMO_WEIGHTS[pool])) {
      await db
        .updateTable('pool_assets')
        .set({ weight })
        .where('pool', '=', pool)
        .where('token', '=', token)
        .where('weight', 'is', null)
        .execute();
    }
    // Addresses only with the pool's first configuration too: one an operator removed stays removed.
    if (devChainId !== null && configured.numUpdatedRows > 0n) {
      for (const currency of POOL_DEPOSIT_CURRENCIES[pool]) {
        await db
          .insertInto('pool_deposit_addresses')
          .values({ pool, chain_id: devChainId, currency, address: vault })
          .onConflict((oc) => oc.columns(['pool', 'chain_id', 'currency']).doNothing())
          .execute();
      }
    }
  }
  for (const [token, price] of Object.entries(DEMO_PRICES_USD)) {
    const cape = token === CAPE_TOKEN;
    await db
      .insertInto('prices')
      .values({
        token,
        fiat: 'usd',
        price,
        market_cap: cape ? CAPE_MARKET_CAP : null,
        circulating_supply: cape ? CAPE_SUPPLY : null,
        source: 'demo',
        updated_at: sql`now()`,
      })
      .onConflict((oc) =>
        oc.columns(['token', 'fiat']).doUpdateSet({ updated_at: sql`now()` }).where('prices.source', '=', 'demo'),
      )
      .execute();
  }
}
