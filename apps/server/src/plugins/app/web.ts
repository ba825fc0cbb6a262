/**
 * Serves the built web app with an SPA fallback. API and dev paths that match no
 * route get a JSON 404; other GETs get index.html so client routes load on reload:
 * status 200 for a page of the contract's route table, 404 for anything else (decision 86).
 * index.html is rendered per request with a fresh CSP nonce that Mantine puts on
 * the <style> tags it injects, so style-src needs no 'unsafe-inline'. It also carries the host's brand (decision 84):
 * its title, favicon and theme colour, the language of the route, and the route's head tags (decision 86).
 * A public page and the 404 page come rendered, with the data they show, by the web app's own renderer (decision 91),
 * so they paint before any script has run; the browser then hydrates them. A cabinet page comes as its layout and
 * skeletons, the same for every visitor (decision 96); the console is never rendered.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  articleSlugSchema,
  type BrandResponse,
  COOKIES,
  DEFAULT_LOCALE,
  escapeHtml,
  LOCALES,
  type LocaleCode,
  localizePath,
  matchPage,
  type PageMatch,
  trackedCookies,
} from '@yc/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requestLocale } from '../../lib/locale.ts';
import { type ArticleHead, pageHead, pageTitle } from '../../modules/brand/page-head.ts';
import { siteOrigin } from '../../modules/brand/site-origin.ts';
import { COMPRESS, encodingFor, loadPageRenderer, withoutEntryScripts } from '../../modules/web/page-renderer.ts';
import { securityHeaders, withNonce } from '../external/security.ts';
import { sendError } from './errors.ts';

const JSON_ONLY = /^\/(api|dev|healthz|readyz)(\/|$)/;
/** The console is never rendered: its markup, even without data, would tell anyone it is there (decision 96). */
const CONSOLE = /^(?:\/[a-z]{2})?\/admin(\/|$)/i;
const NONCE_MARKER = '__CSP_NONCE__';
const ROOT = '<div id="root"></div>';
// In any case, as the web router reads it (`/RU/…` is Russian), whether or not the rest names a page.
const LOCALE_PREFIX = new RegExp(`^/(${LOCALES.join('|')})(?:/|$)`, 'i');

/** The parts of index.html that differ by host and route, each found once in the built file. */
const BRANDED = {
  lang: /<html lang="[^"]*"/,
  title: /<title>[^<]*<\/title>/,
  icon: /<link rel="icon"[^>]*>/,
};

/** The language of a path as the web router reads it. */
const localeOf = (url: string): LocaleCode =>
  (LOCALE_PREFIX.exec(url)?.[1]?.toLowerCase() as LocaleCode | undefined) ?? DEFAULT_LOCALE;

/** Renders the brand into the template; every inserted value is escaped (a title is the operator's free text). */
function branded(
  template: string,
  brand: BrandResponse,
  title: string,
  lang: LocaleCode,
  head: readonly string[],
): string {
  const icon = brand.faviconUrl ? `<link rel="icon" href="${escapeHtml(brand.faviconUrl)}" type="image/png" />` : null;
  const themeColor = brand.primaryColor
    ? `\n    <meta name="theme-color" content="${escapeHtml(brand.primaryColor)}" />`
    : '';
  return template
    .replace(BRANDED.lang, () => `<html lang="${lang}"`)
    .replace(BRANDED.title, () => `<title>${escapeHtml(title)}</title>${themeColor}`)
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
        // index.html is only ever rendered with its nonce; the build's manifest is the server's.
        allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/.vite/'),
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
    const renderPage = template ? await loadPageRenderer(app, root, NONCE_MARKER) : null;
    const renderedTemplate = withoutEntryScripts(template ?? '');
    const secure = app.config.publicUrl.startsWith('https:');

    app.setNotFoundHandler(async (req, reply) => {
      const url = req.url.split('?')[0] ?? '/';
      // Files were routed at start; a path with an extension that got here is a missing file, not a page.
      if (template && (req.method === 'GET' || req.method === 'HEAD') && !JSON_ONLY.test(url) && !/\.\w+$/.test(url)) {
        const { page, article, known } = await pageOf(app, url);
        // A referral link's invite and utm parameters kept with the answer itself: a rendered page's links work before
        // the app's script runs (decision 98), and a visitor may follow one at once.
        const search = req.url.slice(url.length);
        const query = new URLSearchParams(search);
        for (const { name, value, maxAgeSeconds } of trackedCookies((param) => query.get(param)))
          reply.setCookie(name, value, { maxAge: maxAgeSeconds, path: '/', sameSite: 'lax', secure, httpOnly: false });
        // A first visit, or one whose kept language is Russian, goes to the Russian twin here rather than after the
        // English page has painted (the web app's own rule, lib/locale.ts): the rendered page is the right one.
        const preferred = page?.locale === DEFAULT_LOCALE && !LOCALE_PREFIX.test(url) ? requestLocale(req) : null;
        if (preferred && preferred !== DEFAULT_LOCALE) {
          return reply
            .header('vary', 'cookie, accept-language')
            .header('cache-control', 'no-cache')
            .redirect(`${localizePath(url, preferred)}${search}`, 302);
        }
        // A cabinet page for a browser that holds no session: straight to sign-in with the reason, as the web app's
        // guard would after painting the cabinet (decision 96).
        if (page?.route.area === 'cabinet' && !req.cookies?.[COOKIES.signedIn.name]) {
          return reply
            .header('vary', 'cookie, accept-language')
            .header('cache-control', 'no-cache')
            .redirect(`${localizePath('/sign-in', page.locale)}?error=auth`, 302);
        }
        // A route that only sends the visitor on, here rather than after a render of nothing (the router's <Navigate>
        // does nothing in a static render).
        if (page?.route.redirectTo) {
          return reply
            .header('cache-control', 'no-cache')
            .redirect(`${localizePath(page.route.redirectTo, page.locale)}${search}`, 302);
        }
        const brand = app.brands.forHost(req.hostname);
        const head = pageHead({ brand, origin: siteOrigin(app, req), page: known ? page : null, article });
        const nonce = randomBytes(16).toString('base64');
        const locale = page?.locale ?? localeOf(url);
        const view =
          renderPage && req.method === 'GET' && !CONSOLE.test(url)
            ? await renderPage(req, { locale, known, pattern: page?.route.pattern ?? null })
            : null;
        const title = pageTitle({ brand, page: known ? page : null, article });
        const html = (
          view
            ? branded(renderedTemplate, brand, title, locale, [...head, ...view.links])
                .replace(ROOT, () => view.root)
                .replace('</body>', () => `  ${view.loader}\n  </body>`)
            : branded(template, brand, title, locale, head)
        ).replaceAll(NONCE_MARKER, nonce);
        const encoding = encodingFor(req.headers['accept-encoding']);
        // An unknown path gets the app too, which shows its 404 page; the status tells crawlers and tools.
        reply
          .code(known ? 200 : 404)
          .header('cache-control', 'no-cache')
          .header('content-security-policy', withNonce(csp, nonce))
          .header('vary', 'accept-encoding, cookie, accept-language')
          .type('text/html; charset=utf-8');
        if (!encoding) return reply.send(html);
        return reply.header('content-encoding', encoding).send(await COMPRESS[encoding](html));
      }
      return sendError(req, reply, 404, 'http.notFound');
    });
  },
  { name: 'web', dependencies: ['chain', 'brands', 'content', 'config-bus'] },
);
