import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useKeysetList } from './use-keyset-list.ts';

/** Ten rows, numbered; a page of three after a cursor (the last number shown). */
const ROWS = Array.from({ length: 10 }, (_, i) => i + 1);
function fetchPageOf(filter: 'all' | 'even', calls: Array<string | undefined>) {
  return async (cursor?: string) => {
    calls.push(cursor);
    const rows = ROWS.filter((n) => filter === 'all' || n % 2 === 0).filter((n) => n > Number(cursor ?? 0));
    const items = rows.slice(0, 3);
    return { items, nextCursor: rows.length > 3 ? String(items.at(-1)) : null };
  };
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } })}>
    {children}
  </QueryClientProvider>
);

describe('useKeysetList', () => {
  it('goes forward by the cursors it is given and back exactly, disabled at both ends', async () => {
    const calls: Array<string | undefined> = [];
    const { result } = renderHook(
      () => useKeysetList({ queryKey: ['rows', 'all'], fetchPage: fetchPageOf('all', calls) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.items).toEqual([1, 2, 3]));
    expect(result.current).toMatchObject({ hasPrev: false, hasNext: true, page: 1 });
    const pages: number[][] = [result.current.items];
    while (result.current.hasNext) {
      const before = result.current.page;
      act(() => result.current.next());
      await waitFor(() => expect(result.current.page).toBe(before + 1));
      await waitFor(() => expect(result.current.isFetching).toBe(false));
      pages.push(result.current.items);
    }
    expect(pages).toEqual([[1, 2, 3], [4, 5, 6], [7, 8, 9], [10]]);
    expect(result.current.hasPrev).toBe(true);
    act(() => result.current.prev());
    await waitFor(() => expect(result.current.items).toEqual([7, 8, 9]));
    // A page seen a moment ago comes from the cache, as the app's 30-second staleTime keeps it.
    expect(calls).toEqual([undefined, '3', '6', '9']);
  });

  it('starts again at the first page when the filters change', async () => {
    const calls: Array<string | undefined> = [];
    const { result, rerender } = renderHook(
      ({ filter }: { filter: 'all' | 'even' }) =>
        useKeysetList({ queryKey: ['rows', filter], fetchPage: fetchPageOf(filter, calls) }),
      { wrapper, initialProps: { filter: 'all' } },
    );
    await waitFor(() => expect(result.current.hasNext).toBe(true));
    act(() => result.current.next());
    await waitFor(() => expect(result.current.items).toEqual([4, 5, 6]));
    rerender({ filter: 'even' });
    await waitFor(() => expect(result.current.items).toEqual([2, 4, 6]));
    expect(result.current).toMatchObject({ page: 1, hasPrev: false, hasNext: true });
  });
});
