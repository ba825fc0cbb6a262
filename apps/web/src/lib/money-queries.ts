/**
 * Query-key roots of the answers a deposit or withdrawal changes: pool data and positions, the balance and its
 * series, yield, the transaction history, deposit claims and withdrawals. Features key their queries under
 * these roots so one call refreshes them all without knowing each other.
 */
import { type DefinedUseQueryResult, type QueryClient, useQuery } from '@tanstack/react-query';

export const MONEY_QUERY_ROOTS = ['pools', 'balance', 'yield', 'transactions', 'deposits', 'withdrawals'] as const;

export const invalidateMoneyQueries = (client: QueryClient): Promise<void> =>
  client.invalidateQueries({
    predicate: (query) => (MONEY_QUERY_ROOTS as readonly unknown[]).includes(query.queryKey[0]),
  });

/** How often a deposit's or a withdrawal's progress is asked for until it ends. */
export const PROGRESS_POLL_MS = 2000;

/**
 * Polls one deposit claim or withdrawal from the answer that created it on, so the first poll waits a full
 * interval, until `isFinal` says nothing more will change.
 */
export function useProgressPoll<T extends { id: string }>(
  root: 'deposits' | 'withdrawals',
  initial: T,
  get: (id: string, signal: AbortSignal) => Promise<T>,
  isFinal: (value: T | undefined) => boolean,
): DefinedUseQueryResult<T> {
  // initialData makes `data` defined; TypeScript cannot see it through the generic T.
  return useQuery({
    queryKey: [root, initial.id],
    queryFn: ({ signal }) => get(initial.id, signal),
    refetchInterval: (query) => (isFinal(query.state.data) ? false : PROGRESS_POLL_MS),
    refetchIntervalInBackground: true,
    staleTime: PROGRESS_POLL_MS,
    initialData: initial,
    initialDataUpdatedAt: Date.now(),
  }) as DefinedUseQueryResult<T>;
}
