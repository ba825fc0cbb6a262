/**
 * The site's address as the user sees it: a configured brand's host, as the request named it (port included),
 * else PUBLIC_URL. Unknown Host headers never make it into links we hand out.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

export function siteOrigin(
  app: Pick<FastifyInstance, 'brands' | 'config'>,
  req: Pick<FastifyRequest, 'hostname' | 'host' | 'protocol'>,
): string {
  return app.brands.knows(req.hostname) ? `${req.protocol}://${req.host}` : app.config.publicUrl;
}
