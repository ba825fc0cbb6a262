/** Reading an avatar upload: one file in multipart field `file`, refused with a 4xx before anything is stored. */
import { LIMITS } from '@yc/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error.ts';

const tooLarge = () => new AppError(413, 'avatar.tooLarge', { max: LIMITS.avatarBytes / 1024 / 1024 });

/** The bytes of the one file in field `file`, or a 4xx: nothing is stored before this succeeds. */
export async function readUpload(
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
