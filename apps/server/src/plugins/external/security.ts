/**
 * Security headers with a strict CSP (no inline scripts, no third parties) and cookie
 * parsing. helmet decides the headers; they are computed once at start and set
 * with one call per response, because running helmet per request cost about
 * 40 % of a small route's throughput here (docs/decisions.md).
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

/** The CSP of a page whose injected <style> tags carry `nonce`. */
export const withStyleNonce = (csp: string, nonce: string): string =>
  csp.replace("style-src 'self'", `style-src 'self' 'nonce-${nonce}'`);

export default fp(
  async (app) => {
    await app.register(cookie);
    const headers = securityHeaders(app.config.publicUrl.startsWith('https:'));
    app.addHook('onRequest', (_req, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security' },
);
