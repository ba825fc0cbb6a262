/**
 * Serves the built web app with an SPA fallback. API and dev paths that match no
 * route get a JSON 404; other GETs get index.html so client routes load on reload.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { sendError } from './errors.ts';

const JSON_ONLY = /^\/(api|dev|healthz|readyz)(\/|$)/;

export default fp(
  async (app) => {
    const root = app.config.webDist;
    const hasWeb = existsSync(path.join(root, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // Hashed assets never change; index.html must be revalidated.
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
    app.setNotFoundHandler((req, reply) => {
      const url = req.url.split('?')[0] ?? '/';
      // Files were routed at start; a path with an extension that got here is a missing file, not a page.
      if (hasWeb && (req.method === 'GET' || req.method === 'HEAD') && !JSON_ONLY.test(url) && !/\.\w+$/.test(url)) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return sendError(req, reply, 404, 'http.notFound');
    });
  },
  { name: 'web' },
);
