/**
 * The site's address as the user sees it: a configured brand's host, as the request named it (port included),
 * else PUBLIC_URL. Unknown Host headers never make it into links we hand out.
 */
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';

export function siteOrigin(config: Config, req: Pick<FastifyRequest, 'hostname' | 'host' | 'protocol'>): string {
  return config.brands.knows(req.hostname) ? `${req.protocol}://${req.host}` : config.publicUrl;
}
