/**
 * Query-key roots of the answers a deposit or withdrawal changes: pool data and positions, the balance and its
 * series, yield, the transaction history, deposit claims and withdrawals. Features key their queries under
 * these roots so one call refreshes them all without knowing each other.
 */
import type { QueryClient } from '@tanstack/react-query';

export const MONEY_QUERY_ROOTS = ['pools', 'balance', 'yield', 'transactions', 'deposits', 'withdrawals'] as const;

export const invalidateMoneyQueries = (client: QueryClient): Promise<void> =>
  client.invalidateQueries({
    predicate: (query) => (MONEY_QUERY_ROOTS as readonly unknown[]).includes(query.queryKey[0]),
  });
