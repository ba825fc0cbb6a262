/**
 * The currencies a withdrawal can name: those the user holds in the pool, with the exact amount available. None
 * before a deposit: the dialog then says the pool was not replenished rather than offer what it would refuse.
 */
import { DEPOSIT_CURRENCIES, type DepositCurrency } from '@yc/contract/constants';
import type { BalanceResponse } from '@yc/contract/ledger';

export interface WithdrawCurrency {
  label: DepositCurrency;
  /** Token units held. */
  available: string;
}

const isDepositCurrency = (label: string): label is DepositCurrency =>
  (DEPOSIT_CURRENCIES as readonly string[]).includes(label);

export const withdrawCurrenciesOf = (balance: Pick<BalanceResponse, 'byCurrency'>): WithdrawCurrency[] =>
  balance.byCurrency.flatMap((c) =>
    isDepositCurrency(c.currency) && /[1-9]/.test(c.balance) ? [{ label: c.currency, available: c.balance }] : [],
  );
