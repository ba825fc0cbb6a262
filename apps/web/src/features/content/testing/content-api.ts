/** Content tests: fetch answered per path with every request URL kept (queries included), and a clean cache between tests. */
import type { ArticleSummary, BrandResponse } from '@yc/contract/content';
import { afterEach, beforeAll } from 'vitest';
import { queryClient } from '../../../lib/react-query.ts';
import { stubFetch } from '../../../testing/render.tsx';

export const brand: BrandResponse = {
  title: 'Yield Finance',
  defaultTitle: 'Yield Finance',
  logoUrl: null,
  social: { twitter: null, telegram: null, discord: null, docs: null },
  supportEmail: null,
  primaryColor: null,
  faviconUrl: null,
  legalEntity: null,
};

type Answer = (url: URL) => { status?: number; json: unknown };

/** stubFetch with answers that see the request URL, its query included, and a record of every URL asked for. */
export function stubContentApi(answers: Record<string, Answer>) {
  let current = new URL('http://localhost/');
  stubFetch({
    'GET /api/v1/brand': () => ({ json: brand }),
    ...Object.fromEntries(Object.entries(answers).map(([key, answer]) => [key, () => answer(current)])),
  });
  const answered = globalThis.fetch;
  const urls: URL[] = [];
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    current = new URL(String(input), 'http://localhost');
    urls.push(current);
    return answered(input, init);
  }) as typeof fetch;
  /** The query strings of the calls to one path, in order, as plain objects. */
  const queries = (path: string) =>
    urls.filter((u) => u.pathname === path).map((u) => Object.fromEntries(u.searchParams));
  return { urls, queries };
}

/** The app's retry policy stays, without its waits; no answer leaks from one test into the next. */
export function cleanQueryCacheEachTest() {
  beforeAll(() => {
    const defaults = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  });
  afterEach(() => queryClient.clear());
}

export const summary = (n: number, over: Partial<ArticleSummary> = {}): ArticleSummary => ({
  slug: `article-${n}`,
  title: `Article number ${n}`,
  excerpt: `What article ${n} is about.`,
  minutesToRead: n,
  publishedAt: `2026-10-${String(n).padStart(2, '0')}T09:00:00.000Z`,
  coverUrl: null,
  ...over,
});

export const serverError = { status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'boom' } };
export const notFoundError = {
  status: 404,
  json: { statusCode: 404, error: 'Not Found', message: 'Article not found', code: 'content.articleNotFound' },
};
