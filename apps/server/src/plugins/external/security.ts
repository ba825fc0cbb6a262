/**
 * Security headers with a strict CSP (no inline scripts, no third parties) and cookie
 * parsing. helmet decides the headers; they are computed once at start and set
 * with one call per response, because running helmet per request cost about
 * 40 % of a small route's throughput here (docs/decisions.md). An API answer is never a document, so it carries
 * only the headers that matter for one (decision 87): less to send and to parse on every call.
 */
import type { OutgoingHttpHeaders } from 'node:http';
import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import helmet from 'helmet';

export function securityHeaders(https: boolean): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = value as string;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https,
    crossOriginEmbedderPolicy: false,
  });
  // helmet's middleware only calls setHeader/removeHeader on the response, synchronously.
  middleware({} as never, res as never, () => {});
  return headers;
}

/**
 * The headers of an API answer (JSON, a CSV, an avatar): nothing may run in, frame or sniff it, nor read it from
 * another site, and with https it is https-only. The document headers (a page's scripts, styles, fonts, referrer
 * and window policies) mean nothing to a browser here.
 */
export function apiHeaders(https: boolean): OutgoingHttpHeaders {
  const all = securityHeaders(https);
  return {
    'content-security-policy': "default-src 'none';frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    ...(all['strict-transport-security'] ? { 'strict-transport-security': all['strict-transport-security'] } : {}),
  };
}

/** API paths but the API's own documentation page, which is a document. */
const API_ANSWER = /^\/api\/(?!docs(\/|$|\?))/;

/**
 * The CSP of a page whose <style> tags (Mantine's) and one inline <script> (the colour scheme set before the first
 * paint) carry `nonce`. A server-rendered page also carries the `style` attributes React would otherwise set from
 * script (Mantine's style props): attributes only, which can hold no selector and load nothing (decision 91).
 */
export const withNonce = (csp: string, nonce: string): string =>
  csp
    .replace("style-src 'self'", `style-src 'self' 'nonce-${nonce}';style-src-attr 'unsafe-inline'`)
    .replace("script-src 'self'", `script-src 'self' 'nonce-${nonce}'`);

export default fp(
  async (app) => {
    await app.register(cookie);
    const https = app.config.publicUrl.startsWith('https:');
    const documentHeaders = securityHeaders(https);
    const answerHeaders = apiHeaders(https);
    app.addHook('onRequest', (req, reply, done) => {
      reply.headers(API_ANSWER.test(req.url) ? answerHeaders : documentHeaders);
      done();
    });
  },
  { name: 'security' },
);
