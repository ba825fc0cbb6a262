/**
 * Avatar upload (spec §2: settings, avatar with crop modal) and the public avatar files.
 * Uploads are multipart with one field `file`; only this scope parses multipart, and it
 * parses nothing else, so a JSON or form body is refused before it is read.
 */
import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import { api, LIMITS } from '@yc/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withTransaction } from '../../db/database.ts';
import { AppError, badRequest, notFound, unauthorized } from '../../lib/app-error.ts';
import { route } from '../../lib/route.ts';
import { toUser } from '../accounts/user-dto.ts';
import { UsersRepository } from '../accounts/users.repository.ts';
import { toAvatarWebp } from './avatar-image.ts';
import { AvatarsRepository } from './avatars.repository.ts';

const PUBLIC_PATH = '/media/avatars/';
const FILE_NAME = /^([0-9a-f]{32})\.webp$/;

/** Content-addressed and salted with the user id: the URL never changes meaning and cannot be guessed. */
const avatarId = (userId: string, webp: Buffer) =>
  createHash('sha256').update(userId).update(webp).digest('hex').slice(0, 32);

const tooLarge = () => new AppError(413, 'avatar.tooLarge', { max: LIMITS.avatarBytes / 1024 / 1024 });

/** The bytes of the one file in field `file`, or a 4xx: nothing is stored before this succeeds. */
async function readUpload(
  req: Pick<FastifyRequest, 'isMultipart' | 'parts' | 'headers'>,
  reply: FastifyReply,
): Promise<Buffer> {
  if (!req.isMultipart()) throw new AppError(415, 'http.unsupportedMediaType');
  // As Fastify does for JSON bodies: a declared length beyond the file limit and the form's own
  // overhead is refused before a byte of it is read.
  if (Number(req.headers['content-length']) > LIMITS.avatarBytes + LIMITS.bodyBytes) {
    reply.header('connection', 'close');
    throw tooLarge();
  }
  let image: Buffer | undefined;
  let unexpected = false;
  try {
    const parts = req.parts({
      limits: { files: 1, fileSize: LIMITS.avatarBytes, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 20 },
    });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname === 'file') image = await part.toBuffer();
      else {
        unexpected = true;
        // Read past it so the rest of the request still parses and the connection stays usable.
        part.file.resume();
      }
    }
  } catch (err) {
    // A broken multipart body can leave unread bytes behind; do not reuse the connection.
    reply.header('connection', 'close');
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw badRequest('avatar.fileRequired');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new AppError(413, 'http.payloadTooLarge');
    throw badRequest('http.badRequest');
  }
  if (unexpected || !image?.length) throw badRequest('avatar.fileRequired');
  return image;
}

export default async function avatarsRoutes(app: FastifyInstance) {
  const { db } = app;
  const users = new UsersRepository(db, app.sessionCache);
  const avatars = new AvatarsRepository(db);

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    await scope.register(multipart, { limits: { fileSize: LIMITS.avatarBytes } });

    route(scope, api.uploadAvatar, async (req, reply) => {
      const userId = req.auth!.user.id;
      const webp = await toAvatarWebp(await readUpload(req, reply));
      const id = avatarId(userId, webp);
      const user = await withTransaction(db, async (tx) => {
        await avatars.replace(userId, id, webp, tx);
        return users.update(userId, { avatar_url: `${PUBLIC_PATH}${id}.webp` }, tx);
      });
      if (!user) throw unauthorized('auth.sessionExpired');
      return { user: toUser(user) };
    });
  });

  app.get<{ Params: { file: string } }>(`${PUBLIC_PATH}:file`, { schema: { hide: true } }, async (req, reply) => {
    const id = FILE_NAME.exec(req.params.file)?.[1];
    const data = id && (await avatars.find(id));
    if (!data) throw notFound();
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('etag', `"${id}"`)
      .type('image/webp')
      .send(data);
  });
}
