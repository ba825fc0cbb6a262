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
    expect(withdrawCurrenciesOf(balance, ['USDT', 'USDC'])).toEqual([
      { label: 'USDT', available: '12.000001' },
      { label: 'ETH', available: '0.000000000000000001' },
    ]);
  });

  it("are the pool's currencies, amount unknown, before any deposit", () => {
    expect(withdrawCurrenciesOf({ byCurrency: [row('USDT', '0')] }, ['USDT', 'USDC'])).toEqual([
      { label: 'USDT', available: null },
      { label: 'USDC', available: null },
    ]);
    expect(withdrawCurrenciesOf(undefined, ['ETH'])).toEqual([{ label: 'ETH', available: null }]);
  });
});
