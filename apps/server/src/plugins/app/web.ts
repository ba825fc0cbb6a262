/**
 * Serves the built web app with an SPA fallback. API and dev paths that match no
 * route get a JSON 404; other GETs get index.html so client routes load on reload:
 * status 200 for a page of the contract's route table, 404 for anything else (decision 86).
 * index.html is rendered per request with a fresh CSP nonce that Mantine puts on
 * the <style> tags it injects, so style-src needs no 'unsafe-inline'. It also carries the host's brand (decision 84):
 * its title, favicon and theme colour, the language of the route, and the route's head tags (decision 86).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  articleSlugSchema,
  type BrandResponse,
  DEFAULT_LOCALE,
  escapeHtml,
  LOCALES,
  matchPage,
  type PageMatch,
} from '@yc/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type ArticleHead, pageHead } from '../../modules/brand/page-head.ts';
import { siteOrigin } from '../../modules/brand/site-origin.ts';
import { securityHeaders, withStyleNonce } from '../external/security.ts';
import { sendError } from './errors.ts';

const JSON_ONLY = /^\/(api|dev|healthz|readyz)(\/|$)/;
const NONCE_MARKER = '__CSP_NONCE__';
// In any case, as the web router reads it (`/RU/…` is Russian), whether or not the rest names a page.
const LOCALE_PREFIX = new RegExp(`^/(${LOCALES.join('|')})(?:/|$)`, 'i');

/** The parts of index.html that differ by host and route, each found once in the built file. */
const BRANDED = {
  lang: /<html lang="[^"]*">/,
  title: /<title>[^<]*<\/title>/,
  icon: /<link rel="icon"[^>]*>/,
};

/** Renders the brand into the template; every inserted value is escaped (a title is the operator's free text). */
function branded(template: string, brand: BrandResponse, url: string, head: readonly string[]): string {
  const lang = LOCALE_PREFIX.exec(url)?.[1]?.toLowerCase() ?? DEFAULT_LOCALE;
  const icon = brand.faviconUrl ? `<link rel="icon" href="${escapeHtml(brand.faviconUrl)}" type="image/png" />` : null;
  const themeColor = brand.primaryColor
    ? `\n    <meta name="theme-color" content="${escapeHtml(brand.primaryColor)}" />`
    : '';
  return template
    .replace(BRANDED.lang, () => `<html lang="${lang}">`)
    .replace(BRANDED.title, () => `<title>${escapeHtml(brand.title)}</title>${themeColor}`)
    .replace(BRANDED.icon, (original) => icon ?? original)
    .replace('</head>', () => `${head.map((tag) => `  ${tag}\n`).join('')}</head>`);
}

/**
 * The page a path names and, for an article, its head texts; `known` false makes the answer a 404. An article costs
 * one lookup by its primary key, and only when the slug is well-formed.
 */
async function pageOf(
  app: FastifyInstance,
  url: string,
): Promise<{ page: PageMatch | null; article: ArticleHead | null; known: boolean }> {
  const page = matchPage(url);
  const slug = page?.route.pattern === '/learn/:slug' ? page.params.slug : undefined;
  if (!page || slug === undefined) return { page, article: null, known: page !== null };
  if (!articleSlugSchema.safeParse(slug).success) return { page, article: null, known: false };
  try {
    const article = (await app.contentRepository.headline(slug, page.locale)) ?? null;
    return { page, article, known: article !== null };
  } catch (error) {
    // Without the database the page still loads; its own request for the article reports the fault.
    app.log.warn({ err: error, slug }, 'article head lookup failed');
    return { page, article: null, known: true };
  }
}

export default fp(
  async (app) => {
    const root = app.config.webDist;
    const indexFile = path.join(root, 'index.html');
    const built = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
    // Dev mode with a dev chain: the dev wallet announces itself to the page (EIP-6963); never in production.
    const template =
      built && app.config.devMode && app.chain.devChainId !== null
        ? built.replace('</head>', '<script type="module" src="/dev/wallet-provider.js"></script>\n</head>')
        : built;
    if (template) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // The web build writes .br and .gz beside each asset.
        preCompressed: true,
        // index.html is only ever rendered with its nonce.
        allowedPath: (pathName) => pathName !== '/index.html',
        // Hashed assets never change; anything else must be revalidated.
        setHeaders: (res, file) => {
          res.header(
            'cache-control',
            file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    } else {
      app.log.warn({ root }, 'web app not built: only the API is served');
    }
    const csp = String(securityHeaders(app.config.publicUrl.startsWith('https:'))['content-security-policy']);

    app.setNotFoundHandler(async (req, reply) => {
      const url = req.url.split('?')[0] ?? '/';
      // Files were routed at start; a path with an extension that got here is a missing file, not a page.
      if (template && (req.method === 'GET' || req.method === 'HEAD') && !JSON_ONLY.test(url) && !/\.\w+$/.test(url)) {
        const { page, article, known } = await pageOf(app, url);
        const brand = app.brands.forHost(req.hostname);
        const head = pageHead({ brand, origin: siteOrigin(app, req), page: known ? page : null, article });
        const nonce = randomBytes(16).toString('base64');
        // An unknown path gets the app too, which shows its 404 page; the status tells crawlers and tools.
        return reply
          .code(known ? 200 : 404)
          .header('cache-control', 'no-cache')
          .header('content-security-policy', withStyleNonce(csp, nonce))
          .type('text/html; charset=utf-8')
          .send(branded(template, brand, url, head).replaceAll(NONCE_MARKER, nonce));
      }
      return sendError(req, reply, 404, 'http.notFound');
    });
  },
  { name: 'web', dependencies: ['chain', 'brands', 'content'] },
);
