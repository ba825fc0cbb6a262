import type { TokenLabel } from '@yc/contract/pools';
import { describe, expect, it } from 'vitest';
import { withdrawCurrenciesOf } from './withdraw-currencies.ts';

const row = (currency: TokenLabel, balance: string) => ({
  currency,
  balance,
  deposited: balance,
  withdrawn: '0',
  earned: '0',
});

describe('withdrawal currencies', () => {
  it('are the deposit currencies held in the pool, with the exact amount available', () => {
    const balance = {
      byCurrency: [row('USDT', '12.000001'), row('USDC', '0'), row('BTC', '1'), row('ETH', '0.000000000000000001')],
    };
    expect(withdrawCurrenciesOf(balance)).toEqual([
      { label: 'USDT', available: '12.000001' },
      { label: 'ETH', available: '0.000000000000000001' },
    ]);
  });

  it('are none before any deposit, or once everything is withdrawn', () => {
    expect(withdrawCurrenciesOf({ byCurrency: [] })).toEqual([]);
    expect(withdrawCurrenciesOf({ byCurrency: [row('USDT', '0'), row('USDC', '0.000')] })).toEqual([]);
  });
});
