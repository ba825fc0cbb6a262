/**
 * The server's side of the public pages' rendering (decision 91): the web app's renderer (apps/web/src/entry-server.tsx,
 * built beside the app into dist-ssr) asked for a page, with its API calls answered in the process; the links to the
 * route's styles and scripts from the build's manifest; rendered pages kept a few seconds, until configuration moves;
 * and the document's compression.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip as gzipCallback, constants as zlibConstants } from 'node:zlib';
import { type BrandResponse, type LocaleCode, renderedUrl } from '@yc/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONFIG_SCOPES } from '../config/config-bus.ts';

/** The web app's renderer, as entry-server.tsx exports it. */
interface Renderer {
  render(request: {
    url: string;
    locale: LocaleCode;
    brand: BrandResponse;
    nonce: string;
    fetch: (url: string, init: RequestInit) => Promise<Response>;
  }): Promise<{ html: string; modules: string[]; state: unknown } | null>;
}

/** One chunk of the web build's manifest (Vite's `build.manifest`). */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** What a rendered page loads beyond its HTML: stylesheets for its head, and its scripts (paths). */
interface PageAssets {
  styles: string[];
  scripts: string[];
}

/**
 * What a rendered page's route modules need, from the build's manifest: the styles beyond the entry's, without which
 * the page would shift when its chunks bring them, and every script of the entry and of the route, fetched together
 * instead of one after another.
 */
function assetsOf(manifest: Record<string, ManifestChunk>): (modules: readonly string[]) => PageAssets {
  const inEntry = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) walk(imported, into);
  };
  walk('index.html', inEntry);
  const cache = new Map<string, PageAssets>();
  return (modules) => {
    const key = modules.join();
    let assets = cache.get(key);
    if (!assets) {
      const routes = new Set<string>();
      for (const module of modules) walk(module, routes);
      const file = (chunk: string) => manifest[chunk] as ManifestChunk;
      const styles = [...routes].filter((chunk) => !inEntry.has(chunk)).flatMap((chunk) => file(chunk).css ?? []);
      assets = {
        styles: [...new Set(styles)].map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`),
        // The entry first (walked from index.html), then its imports and the route's.
        scripts: [...new Set([...inEntry, ...routes])].map((chunk) => `/${file(chunk).file}`),
      };
      cache.set(key, assets);
    }
    return assets;
  };
}

/** The entry's script and its module preloads, as Vite writes them into index.html's head. */
const ENTRY_TAGS =
  /\s*<script type="module" crossorigin src="[^"]+"><\/script>|\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;

/** index.html for a rendered page: its scripts come from the page's loader (`LOAD_SCRIPTS`) instead. */
export const withoutEntryScripts = (template: string): string => template.replace(ENTRY_TAGS, '');

/**
 * A rendered page paints from its HTML and styles alone, so its scripts are asked once it has painted (at once in a
 * tab that is not shown, where no frame comes): on a slow link they would otherwise share the bandwidth its
 * stylesheet needs for that first paint, ~200 KB against ~20 (decision 98). `entry` is the app's first module, the
 * others are fetched beside it.
 */
const LOAD_SCRIPTS = `(scripts) => {
  const load = () => {
    for (const href of scripts.slice(1)) {
      const link = document.createElement('link');
      Object.assign(link, { rel: 'modulepreload', crossOrigin: '', href });
      document.head.append(link);
    }
    import(scripts[0]);
  };
  if (document.hidden) load();
  else requestAnimationFrame(() => setTimeout(load));
}`;

/**
 * A rendered page is some tens of KB of markup, styles and data, sent on every visit: compressed per answer (the
 * assets are compressed at build time), at levels that cost about a millisecond.
 */
const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);
export const COMPRESS = {
  br: (html: string) => brotli(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (html: string) => gzip(html, { level: 6 }),
};

/** The best encoding the client accepts (a `q=0` refuses one). */
export function encodingFor(header: string | undefined): keyof typeof COMPRESS | null {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}

/** JSON inside a <script> element: nothing in it can close the element or open a comment. */
const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The page's API calls answered in the process, as the visitor's own: the same host (brand), language and address
 * (the rate limit counts them as the visitor's).
 */
function apiFor(app: FastifyInstance, req: FastifyRequest, locale: LocaleCode) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      remoteAddress: req.ip,
      headers: {
        host: req.headers.host ?? '',
        'x-locale': locale,
        'accept-language': locale,
        accept: 'application/json',
      },
    });
    const type = res.headers['content-type'];
    return new Response(res.statusCode === 204 ? null : res.rawPayload, {
      status: res.statusCode,
      headers: typeof type === 'string' ? { 'content-type': type } : {},
    });
  };
}

/** Holds rendering until the element after #root is parsed (Chromium; others ignore it). */
const EXPECT_WHOLE_PAGE = '<link rel="expect" href="#yc-state" blocking="render">';

/** A rendered page: the markup of #root with the page's data after it, and the head's links its route needs. */
export interface RenderedPage {
  root: string;
  links: string[];
  /** The inline script that loads the page's scripts, to go at the end of <body>. */
  loader: string;
}

/** What the server knows of the page asked before it is rendered. */
export interface PageToRender {
  locale: LocaleCode;
  /** Whether the path names a page (false: the 404 page). */
  known: boolean;
  /** The route's pattern (`/learn/:slug`), null when no route matches. */
  pattern: string | null;
}

/**
 * Which kept page answers a request, or null for one rendered for it alone. Only what a visitor cannot multiply is
 * kept: an unknown host shares the default brand's pages, every unknown path of one language and route shares one 404
 * page (its markup names no path), and a page asked with a query its markup reads (a login in a link, an error) is
 * rendered every time. So the kept pages are at most the brands' hosts × the pages and articles, and a crawler or an
 * attacker asking random paths or queries cannot push the landing page out (decision 97).
 */
function pageKey(app: FastifyInstance, hostname: string, url: string, page: PageToRender): string | null {
  const host = app.brands.knows(hostname) ? hostname : '';
  if (!page.known) return `${host}|404|${page.locale}|${page.pattern ?? ''}`;
  return url.includes('?') ? null : `${host}|${url}`;
}

/**
 * A rendered page is served as it is for `freshMs`; after that, up to `staleMs`, it is still served while one render
 * of it runs for the next visitors. At most `entries` are kept (the oldest goes first).
 */
const PAGE_CACHE = { freshMs: 5_000, staleMs: 5 * 60_000, entries: 500 };

/**
 * Renders the page a request asks for, or gives null where the renderer does not (a redirect, a failure: the browser
 * renders the page). Null when the web build has no renderer (logged): pages then render in the browser only.
 * `nonce` is a marker the caller replaces per answer, so a kept page serves every visitor.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  webDist: string,
  nonce: string,
): Promise<((req: FastifyRequest, page: PageToRender) => Promise<RenderedPage | null>) | null> {
  const rendererFile = path.join(webDist, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(rendererFile)) {
    app.log.warn({ rendererFile }, 'web renderer not built: pages render in the browser only');
    return null;
  }
  const renderer: Renderer = await import(pathToFileURL(rendererFile).href);
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) {
    app.log.warn({ manifestFile }, 'web build has no manifest: pages render in the browser only');
    return null;
  }
  const assets = assetsOf(JSON.parse(readFileSync(manifestFile, 'utf8')));

  const render = async (req: FastifyRequest, url: string, locale: LocaleCode): Promise<RenderedPage | null> => {
    try {
      const page = await renderer.render({
        url,
        locale,
        brand: app.brands.forHost(req.hostname),
        nonce,
        fetch: apiFor(app, req, locale),
      });
      if (!page) return null;
      const { styles, scripts } = assets(page.modules);
      return {
        root: `<div id="root">${page.html}</div>\n    <script type="application/json" id="yc-state">${scriptJson(page.state)}</script>`,
        // Nothing is painted before the whole page is parsed: a parser that yields halfway (a slow phone, a busy
        // machine) would paint half a header or a footer without the text above it, then move them (decision 93).
        links: [EXPECT_WHOLE_PAGE, ...styles],
        loader: `<script nonce="${nonce}">(${LOAD_SCRIPTS})(${scriptJson(scripts)})</script>`,
      };
    } catch (error) {
      req.log.error({ err: error, url: req.url }, 'page render failed');
      return null;
    }
  };

  // By host and URL, until any configuration moves: a landing page asked by many visitors at once is rendered once, a
  // visitor never waits for a page that was rendered before, and an operator's change shows on the next load. Figures
  // that move without a configuration change (a pool's value locked) may be a render old: the browser asks for them
  // again once they are older than its query cache keeps them fresh.
  const kept = new Map<string, { at: number; page: Promise<RenderedPage | null>; refreshing?: boolean }>();
  // Not on every ledger transaction (decision 89): a page's figures then follow by the background render above.
  for (const scope of CONFIG_SCOPES) if (scope !== 'ledger') app.configBus.on(scope, () => kept.clear());
  const renderInto = (key: string, req: FastifyRequest, url: string, locale: LocaleCode) => {
    if (!kept.has(key) && kept.size >= PAGE_CACHE.entries) kept.delete(kept.keys().next().value as string);
    const page = render(req, url, locale);
    kept.set(key, { at: Date.now(), page });
    return page;
  };
  return (req, { locale, known, pattern }) => {
    const url = renderedUrl(req.url);
    const key = pageKey(app, req.hostname, url, { locale, known, pattern });
    if (key === null) return render(req, url, locale);
    const entry = kept.get(key);
    const age = entry ? Date.now() - entry.at : Number.POSITIVE_INFINITY;
    if (!entry || age >= PAGE_CACHE.staleMs) return renderInto(key, req, url, locale);
    if (age >= PAGE_CACHE.freshMs && !entry.refreshing) {
      entry.refreshing = true;
      // The kept page answers now; the new one replaces it once rendered.
      const next = render(req, url, locale);
      void next.then(() => {
        if (kept.get(key) === entry) kept.set(key, { at: Date.now(), page: next });
      });
    }
    return entry.page;
  };
}
