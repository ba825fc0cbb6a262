/**
 * A list read page by page with the server's keyset cursors (decision 65): the pages visited are a stack of cursors,
 * so Previous goes back exactly and Next goes on from the last row seen. Filters belong in the queryKey; a change of
 * the key starts again at the first page.
 */
import { hashKey, keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

export interface KeysetPage<T> {
  items: T[];
  nextCursor: string | null;
}

export interface KeysetList<T> {
  items: T[];
  /** The first page's load, with nothing to show yet. */
  isLoading: boolean;
  /** A page is loading while the previous one stays on screen. */
  isFetching: boolean;
  isError: boolean;
  error: Error | null;
  hasNext: boolean;
  hasPrev: boolean;
  /** 1 for the first page. */
  page: number;
  next(): void;
  prev(): void;
  reset(): void;
  /** Loads the current page again, e.g. after a failed load. */
  refetch(): void;
}

export function useKeysetList<T>({
  queryKey,
  fetchPage,
  enabled = true,
}: {
  queryKey: QueryKey;
  fetchPage: (cursor?: string) => Promise<KeysetPage<T>>;
  /** False holds the last page while the filters are not a valid query (e.g. a range ending before it starts). */
  enabled?: boolean;
}): KeysetList<T> {
  const hash = hashKey(queryKey);
  const [visited, setVisited] = useState<{ hash: string; cursors: Array<string | undefined> }>({
    hash,
    cursors: [undefined],
  });
  // Another filter: the pages visited under the old one mean nothing.
  const cursors = visited.hash === hash ? visited.cursors : [undefined];
  const cursor = cursors.at(-1);
  const query = useQuery({
    queryKey: [...queryKey, { cursor: cursor ?? null }],
    queryFn: () => fetchPage(cursor),
    placeholderData: keepPreviousData,
    enabled,
  });
  // While a page loads, the previous one's cursor must not be followed a second time.
  const nextCursor = query.isPlaceholderData ? null : (query.data?.nextCursor ?? null);
  return {
    items: query.data?.items ?? [],
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    isError: query.isError,
    error: query.error,
    hasNext: nextCursor !== null,
    hasPrev: cursors.length > 1,
    page: cursors.length,
    next: () => {
      if (nextCursor !== null) setVisited({ hash, cursors: [...cursors, nextCursor] });
    },
    prev: () => {
      if (cursors.length > 1) setVisited({ hash, cursors: cursors.slice(0, -1) });
    },
    reset: () => setVisited({ hash, cursors: [undefined] }),
    refetch: () => void query.refetch(),
  };
}
