/** A stored notification as the contract answers it, in the reader's language. */
import type { LocaleCode, Notification } from '@yc/contract';
import type { RejectionPayload } from './notification-events.ts';
import type { NotificationRow } from './notifications.repository.ts';

export function toNotification(row: NotificationRow, locale: LocaleCode): Notification {
  const { reasons, ...data } = row.payload as Partial<Pick<RejectionPayload, 'reasons'>>;
  return {
    id: row.id,
    seq: row.seq,
    type: row.type,
    createdAt: row.created_at.toISOString(),
    readAt: row.read_at?.toISOString() ?? null,
    data: reasons ? { ...data, reason: reasons[locale] } : data,
  } as Notification;
}
