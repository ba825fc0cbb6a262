/** A user's one avatar: stored as WebP under a content-addressed id, its URL on the account. */
import { createHash } from 'node:crypto';
import { type Db, withTransaction } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { unauthorized } from '../../lib/app-error.ts';
import type { UsersRepository } from '../accounts/users.repository.ts';
import { toAvatarWebp } from './avatar-image.ts';
import type { AvatarsRepository } from './avatars.repository.ts';

export const AVATARS_PATH = '/media/avatars/';
const FILE_NAME = /^([0-9a-f]{32})\.webp$/;

/** Content-addressed and salted with the user id: the URL never changes meaning and cannot be guessed. */
const avatarId = (userId: string, webp: Buffer) =>
  createHash('sha256').update(userId).update(webp).digest('hex').slice(0, 32);

export class AvatarsService {
  constructor(
    private readonly db: Db,
    private readonly users: UsersRepository,
    private readonly avatars: AvatarsRepository,
  ) {}

  /** The uploaded image, re-encoded, becomes the user's avatar; the previous one's URL stops answering. */
  async replace(userId: string, upload: Buffer): Promise<UserRow> {
    const webp = await toAvatarWebp(upload);
    const id = avatarId(userId, webp);
    const user = await withTransaction(this.db, async (tx) => {
      await this.avatars.replace(userId, id, webp, tx);
      return this.users.update(userId, { avatar_url: `${AVATARS_PATH}${id}.webp` }, tx);
    });
    if (!user) throw unauthorized('auth.sessionExpired');
    return user;
  }

  /** The file `<id>.webp`'s id and bytes, or undefined for any other name. */
  async file(name: string): Promise<{ id: string; data: Buffer } | undefined> {
    const id = FILE_NAME.exec(name)?.[1];
    const data = id && (await this.avatars.find(id));
    return data ? { id, data } : undefined;
  }
}
