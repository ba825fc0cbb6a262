/**
 * The server's renderer of the public pages (decision 91) and of the cabinet's layout and skeletons (decision 96): the
 * server imports this module's build (dist-ssr/entry-server.js) and asks it for a page's HTML, which the browser then
 * hydrates (main.tsx).
 *
 * A page's data comes from the server's own API, asked from inside the process (`fetch` below, per request): the page
 * is rendered once to learn which queries it makes, those are fetched, and it is rendered again with their answers,
 * which go into the document for the browser's query cache. So every page's data is found the way the page itself
 * asks for it, with no list of queries per route to keep in step.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { LocaleCode } from '@yc/contract/constants';
import type { BrandResponse } from '@yc/contract/content';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProvider } from './app/provider.tsx';
import { AppRoutes, loadRoutes } from './app/router.tsx';
import { setTransport } from './lib/api-client.ts';
import { getBrandQueryOptions } from './lib/brand.ts';
import { i18nOf, loadCatalogues } from './lib/i18n.ts';

export interface RenderRequest {
  /** The path and query of the page. */
  url: string;
  locale: LocaleCode;
  brand: BrandResponse;
  /** The nonce of the page's <style> tags (the server may pass a marker it replaces per answer). */
  nonce: string;
  /** Answers an API call of the page as the server would answer the browser. */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
}

export interface RenderResult {
  /** The markup of #root. */
  html: string;
  /** The page's route modules as the build's manifest names them (their styles must come with the page). */
  modules: string[];
  /** The page's query cache, for the browser to start from (TanStack Query's dehydrated state). */
  state: unknown;
}

const requestFetch = new AsyncLocalStorage<RenderRequest['fetch']>();
setTransport((url, init) => {
  const fetch = requestFetch.getStore();
  if (!fetch) throw new Error('an API call outside a page render');
  return fetch(String(url), init ?? {});
});

/** The page at `url`, or null when no route matches it. */
export async function render(request: RenderRequest): Promise<RenderResult | null> {
  // The page's code first, so it renders, not the loader (decision 99).
  const [, handles] = await Promise.all([
    loadCatalogues(request.locale),
    loadRoutes(new URL(request.url, 'http://localhost').pathname),
  ]);
  if (!handles.length) return null;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(getBrandQueryOptions().queryKey, request.brand);
  const page = () =>
    renderToString(
      <StrictMode>
        <AppProvider
          client={client}
          i18n={i18nOf(request.locale)}
          nonce={request.nonce}
          themeColor={request.brand.primaryColor}
        >
          <StaticRouter location={request.url}>
            <AppRoutes />
          </StaticRouter>
        </AppProvider>
      </StrictMode>,
    );
  let html = page();
  // A cabinet page's queries need the visitor's token, which the server never has: the page stays as its skeletons,
  // the same for every visitor (decision 96).
  const signedIn = handles.some((handle) => handle.signedIn);
  // The queries the page made, none answered yet.
  const pending = client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending');
  if (pending.length && !signedIn) {
    await requestFetch.run(request.fetch, () => Promise.allSettled(pending.map((query) => query.fetch())));
    // A query that failed renders as still loading, as the browser starts it (only answers go into the document).
    client.removeQueries({ predicate: (query) => query.state.status === 'error' });
    html = page();
  }
  const modules = handles.flatMap((handle) => handle.file ?? []);
  return { html, modules, state: dehydrate(client) };
}
