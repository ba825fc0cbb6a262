/**
 * Avatar upload (docs/product.md §2: settings, avatar with crop modal) and the public avatar files.
 * Uploads are multipart with one field `file`; only this scope parses multipart, and it
 * parses nothing else, so a JSON or form body is refused before it is read.
 */
import multipart from '@fastify/multipart';
import { api, LIMITS } from '@yc/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import { route } from '../../lib/route.ts';
import { toUser } from '../accounts/user-dto.ts';
import { readUpload } from './avatar-upload.ts';
import { AVATARS_PATH } from './avatars.service.ts';

export default async function avatarsRoutes(app: FastifyInstance) {
  const { avatars } = app;

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    await scope.register(multipart, { limits: { fileSize: LIMITS.avatarBytes } });

    route(scope, api.uploadAvatar, async (req, reply) => ({
      user: toUser(await avatars.replace(req.auth!.user.id, await readUpload(req, reply))),
    }));
  });

  app.get<{ Params: { file: string } }>(`${AVATARS_PATH}:file`, { schema: { hide: true } }, async (req, reply) => {
    const file = await avatars.file(req.params.file);
    if (!file) throw notFound();
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('etag', `"${file.id}"`)
      .type('image/webp')
      .send(file.data);
  });
}
