/**
 * The white-label brand of the requesting host (docs/product.md §1: the title depends on the host name), the brands
 * console (docs/product.md §10 "Brands", decision 84) and the brands' logos and favicons.
 */
import multipart from '@fastify/multipart';
import { api, LIMITS, translate } from '@yc/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import { requestLocale } from '../../lib/locale.ts';
import { route } from '../../lib/route.ts';
import { actorOf } from '../audit/audit-log.ts';
import { readUpload } from '../avatars/avatar-upload.ts';
import { BRAND_MEDIA_PATH } from './brands.service.ts';

export default async function brandRoutes(app: FastifyInstance) {
  const { brands } = app;

  route(app, api.brand, async (req) => brands.forHost(req.hostname));

  route(app, api.adminBrands, async () => ({ brands: await brands.list() }));

  route(app, api.createBrand, async (req) => brands.create(actorOf(req), req.body));

  route(app, api.updateBrand, async (req) => brands.update(actorOf(req), req.params.id, req.body));

  route(app, api.deleteBrand, async (req) => {
    await brands.delete(actorOf(req), req.params.id);
    return { message: translate(requestLocale(req), 'brands.deleted'), code: 'brands.deleted' };
  });

  route(app, api.deleteBrandImage, async (req) => brands.removeImage(actorOf(req), req.params.id, req.params.image));

  // As for avatars: only this scope parses multipart, and it parses nothing else.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    await scope.register(multipart, { limits: { fileSize: LIMITS.avatarBytes } });
    route(scope, api.uploadBrandImage, async (req, reply) =>
      brands.setImage(actorOf(req), req.params.id, req.params.image, await readUpload(req, reply)),
    );
  });

  app.get<{ Params: { file: string } }>(`${BRAND_MEDIA_PATH}:file`, { schema: { hide: true } }, async (req, reply) => {
    const file = await brands.file(req.params.file);
    if (!file) throw notFound();
    // Each upload gets a new name, so a name's bytes never change.
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('etag', `"${file.id}"`)
      .type(file.type)
      .send(file.data);
  });
}
