/**
 * Serves the built web app with an SPA fallback. API and dev paths that match no
 * route get a JSON 404; other GETs get index.html so client routes load on reload.
 * index.html is rendered per request with a fresh CSP nonce that Mantine puts on
 * the <style> tags it injects, so style-src needs no 'unsafe-inline'. It also carries the host's brand (decision 84):
 * its title, favicon and theme colour, and the language of the route.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { type BrandResponse, DEFAULT_LOCALE, escapeHtml, LOCALES } from '@yc/contract';
import fp from 'fastify-plugin';
import { securityHeaders, withStyleNonce } from '../external/security.ts';
import { sendError } from './errors.ts';

const JSON_ONLY = /^\/(api|dev|healthz|readyz)(\/|$)/;
const NONCE_MARKER = '__CSP_NONCE__';
const LOCALE_PREFIX = new RegExp(`^/(${LOCALES.join('|')})(?:/|$)`);

/** The parts of index.html that differ by host and route, each found once in the built file. */
const BRANDED = {
  lang: /<html lang="[^"]*">/,
  title: /<title>[^<]*<\/title>/,
  icon: /<link rel="icon"[^>]*>/,
};

/** Renders the brand into the template; every inserted value is escaped (a title is the operator's free text). */
function branded(template: string, brand: BrandResponse, url: string): string {
  const lang = LOCALE_PREFIX.exec(url)?.[1] ?? DEFAULT_LOCALE;
  const icon = brand.faviconUrl ? `<link rel="icon" href="${escapeHtml(brand.faviconUrl)}" type="image/png" />` : null;
  const themeColor = brand.primaryColor
    ? `\n    <meta name="theme-color" content="${escapeHtml(brand.primaryColor)}" />`
    : '';
  return template
    .replace(BRANDED.lang, () => `<html lang="${lang}">`)
    .replace(BRANDED.title, () => `<title>${escapeHtml(brand.title)}</title>${themeColor}`)
    .replace(BRANDED.icon, (original) => icon ?? original);
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

    app.setNotFoundHandler((req, reply) => {
      const url = req.url.split('?')[0] ?? '/';
      // Files were routed at start; a path with an extension that got here is a missing file, not a page.
      if (template && (req.method === 'GET' || req.method === 'HEAD') && !JSON_ONLY.test(url) && !/\.\w+$/.test(url)) {
        const nonce = randomBytes(16).toString('base64');
        return reply
          .header('cache-control', 'no-cache')
          .header('content-security-policy', withStyleNonce(csp, nonce))
          .type('text/html; charset=utf-8')
          .send(branded(template, app.brands.forHost(req.hostname), url).replaceAll(NONCE_MARKER, nonce));
      }
      return sendError(req, reply, 404, 'http.notFound');
    });
  },
  { name: 'web', dependencies: ['chain', 'brands'] },
);
