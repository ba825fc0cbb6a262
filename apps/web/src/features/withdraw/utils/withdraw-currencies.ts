/**
 * The currencies a withdrawal can name: those the user holds in the pool, with the amount available; before
 * any deposit, the pool's deposit currencies (the server then answers that the pool was not replenished).
 */
import { DEPOSIT_CURRENCIES, type DepositCurrency } from '@yc/contract/constants';
import type { BalanceResponse } from '@yc/contract/ledger';

export interface WithdrawCurrency {
  label: DepositCurrency;
  /** Token units held; null when unknown. */
  available: string | null;
}

const isDepositCurrency = (label: string): label is DepositCurrency =>
  (DEPOSIT_CURRENCIES as readonly string[]).includes(label);

export function withdrawCurrenciesOf(
  balance: Pick<BalanceResponse, 'byCurrency'> | undefined,
  poolCurrencies: readonly DepositCurrency[],
): WithdrawCurrency[] {
  const held = (balance?.byCurrency ?? []).flatMap((c) =>
    isDepositCurrency(c.currency) && /[1-9]/.test(c.balance) ? [{ label: c.currency, available: c.balance }] : [],
  );
  return held.length ? held : poolCurrencies.map((label) => ({ label, available: null }));
}
