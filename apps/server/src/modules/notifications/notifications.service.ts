/** The bell's calls (decision 104): a user's notifications by keyset pages with the unread count, marking read. */
import type { LocaleCode, NotificationsResponse, UnreadNotificationsResponse } from '@yc/contract';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { decodeCursor, keysetPage } from '../../lib/keyset.ts';
import { toNotification } from './notification-view.ts';
import type { NotificationsRepository } from './notifications.repository.ts';

const SEQ_MAX = 2n ** 63n - 1n;

/** A seq from a client (a cursor's, Last-Event-ID): a positive bigint of the database, else a 400. */
export function seqOf(value: string, field: string): string {
  if (!/^[0-9]{1,19}$/.test(value) || BigInt(value) > SEQ_MAX) throw badRequest('validation.invalid', { field });
  return String(BigInt(value));
}

export class NotificationsService {
  constructor(readonly repo: NotificationsRepository) {}

  async page(
    userId: string,
    { cursor, limit }: { cursor?: string | undefined; limit: number },
    locale: LocaleCode,
  ): Promise<NotificationsResponse> {
    const key = decodeCursor(cursor, 1);
    const rows = await this.repo.newest(userId, limit + 1, key ? seqOf(key[0] as string, 'cursor') : null);
    const { items, nextCursor } = keysetPage(rows, limit, (row) => [row.seq]);
    return {
      items: items.map((row) => toNotification(row, locale)),
      nextCursor,
      unread: await this.repo.unread(userId),
    };
  }

  /** Another user's notification is answered as missing, as an unknown id is. */
  async read(userId: string, id: string): Promise<UnreadNotificationsResponse> {
    if (!(await this.repo.markRead(userId, id))) throw notFound();
    return { unread: await this.repo.unread(userId) };
  }

  async readAll(userId: string): Promise<UnreadNotificationsResponse> {
    await this.repo.markAllRead(userId);
    return { unread: await this.repo.unread(userId) };
  }
}
