/**
 * The decisions on a withdrawal's page: Approve and Reject while it waits for approval (a rejection needs its reason
 * in English and in Russian: the investor reads the one of their language), Retry once its payout failed. Each asks
 * first; a refusal (a decision taken meanwhile, a stale second factor, a short balance) stays in the dialog.
 */
import { Group } from '@mantine/core';
import type { AdminWithdrawalDetail } from '@yc/contract/admin-withdrawals';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useWithdrawalActions } from '../api/withdrawal-actions.ts';

/** The server's limit of each reason. */
const REASON_MAX = 500;

export function WithdrawalActions({ detail }: { detail: AdminWithdrawalDetail }) {
  const { t } = useTranslation('admin-withdrawals');
  const actions = useWithdrawalActions();
  const w = detail.withdrawal;
  const amount = `${w.amount} ${w.currency}`;

  if (w.status === 'failed' && detail.retriedBy === null) {
    return (
      <ConfirmButton
        label={t('action.retry')}
        title={t('retry.title')}
        text={t('retry.text', { amount })}
        confirmLabel={t('action.retry')}
        onConfirm={() => actions.retry(w.id)}
      />
    );
  }
  if (w.status !== 'requested') return null;
  return (
    <Group gap="sm">
      <ConfirmButton
        label={t('action.approve')}
        title={t('approve.title')}
        text={t('approve.text', { amount, login: w.login })}
        confirmLabel={t('action.approve')}
        color="teal"
        onConfirm={() => actions.approve(w.id)}
      />
      <ConfirmButton
        label={t('action.reject')}
        title={t('reject.title')}
        text={t('reject.text', { amount })}
        confirmLabel={t('action.reject')}
        color="red"
        variant="light"
        reasons={[
          { label: t('reject.reasonEn'), lang: 'en', maxLength: REASON_MAX },
          { label: t('reject.reasonRu'), lang: 'ru', maxLength: REASON_MAX },
        ]}
        onConfirm={([reasonEn, reasonRu]) => actions.reject(w.id, { reasonEn, reasonRu })}
      />
    </Group>
  );
}
