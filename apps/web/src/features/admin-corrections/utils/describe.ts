/** Short words for a correction and an entry, shared by the list, the dialogs and the preview. */
import type { Correction } from '@yc/contract/admin-corrections';
import type { TFunction } from '../../../lib/i18n.ts';

/** The UTC time to the minute: corrections are read against other UTC records (the audit log, the journal). */
export const utcMinute = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

/** What the correction does, e.g. "Credit 12.5 USDT to ann@example.com in stable". */
export function correctionSummary(c: Correction, t: TFunction): string {
  if (c.kind === 'reversal') {
    return t('summary.reversal', { kind: t(`entryKind.${c.entryKind ?? 'deposit'}`), id: c.entryId ?? '' });
  }
  return t(c.direction === 'debit' ? 'summary.debit' : 'summary.credit', {
    amount: c.amount ?? '',
    token: c.token ?? '',
    user: c.user?.login ?? '',
    pool: c.pool ?? '',
  });
}
