/**
 * Minting and burning pool shares round in the platform's favour (decisions 28, 29). The fixed-point arithmetic
 * under them is the contract's, tested in packages/contract/test/fixed-point.test.ts.
 */
import { RAY } from '@yc/contract/fixed-point';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { burnMath, mintMath } from '../src/modules/ledger/ledger.service.ts';

describe('share math', () => {
  it('rounds mints down and burns up, in the platform favour', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.bigInt({ min: RAY, max: RAY * 5n }),
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        (total, pps, amount) => {
          const mint = mintMath(total, pps, amount);
          expect(mint.dust >= 0n && mint.dust <= pps / RAY + 1n).toBe(true);
          expect((mint.shares * pps) / RAY <= amount).toBe(true);
          const after = total + mint.shares;
          const value = (after * pps) / RAY;
          if (value < amount) return;
          const burn = burnMath(after, pps, amount);
          expect(burn.liability >= amount).toBe(true);
          expect(burn.dust >= 0n && burn.dust <= pps / RAY + 1n).toBe(true);
          expect((burn.shares * pps) / RAY >= amount).toBe(true);
        },
      ),
    );
  });
});
