import { describe, expect, it } from 'vitest';
import { coinsOf } from './coins.ts';

const a = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const b = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65';

describe('coin list of a pool (docs/product.md §3)', () => {
  it('is ETH at rate 0 to 0x0 when there is no pool data', () => {
    const coins = coinsOf(undefined);
    expect(coins).toEqual([{ label: 'ETH', toFiat: '0', address: '0x0000000000000000000000000000000000000000' }]);
  });

  it('lists the currencies with a deposit address, with their rate, in the deposit currencies order', () => {
    const coins = coinsOf({ addresses: { ETH: a, USDT: b }, estimate: { USDT: '1.0001', ETH: '3012.5' } });
    expect(coins).toEqual([
      { label: 'USDT', toFiat: '1.0001', address: b },
      { label: 'ETH', toFiat: '3012.5', address: a },
    ]);
  });

  it('gives rate 0 to a currency the estimate does not price', () => {
    expect(coinsOf({ addresses: { USDC: a }, estimate: {} })).toEqual([{ label: 'USDC', toFiat: '0', address: a }]);
  });
});
