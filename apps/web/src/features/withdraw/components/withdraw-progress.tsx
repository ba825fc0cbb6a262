/**
 * A withdrawal's progress, asked every ~2 s: requested (waiting for an operator when it needs approval) →
 * approved → sent (with its transaction) → confirmed (n of N), or rejected or failed with the reason.
 */
import { Text } from '@mantine/core';
import type { Withdrawal } from '@yc/contract/ledger';
import { FullAddress } from '../../../components/ui/full-address.tsx';
import { ConfirmationsBar, MoneyProgress, type StepState } from '../../../components/ui/money-dialog.tsx';
import { MUTED } from '../../../components/ui/text-styles.ts';
import { useArrivalNotice } from '../../../hooks/use-arrival-notice.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatToken } from '../../../utils/money.ts';
import { useWithdrawal } from '../api/get-withdrawal.ts';

type Steps = readonly [StepState, StepState, StepState, StepState];

/** The state of each step (requested, approved, sent, paid) for a withdrawal. */
function stepsOf(w: Withdrawal): Steps {
  switch (w.status) {
    case 'requested':
      return ['done', 'current', 'todo', 'todo'];
    case 'approved':
      return ['done', 'done', 'current', 'todo'];
    case 'sent':
      return ['done', 'done', 'done', 'current'];
    case 'confirmed':
      return ['done', 'done', 'done', 'done'];
    case 'rejected':
      return ['done', 'failed', 'todo', 'todo'];
    case 'failed':
      // Approved, then the payout failed: sent or not, as its transaction says.
      return ['done', 'done', w.txHash ? 'done' : 'todo', 'failed'];
  }
}

export function WithdrawProgress({ requested }: { requested: Withdrawal }) {
  const { t } = useTranslation(['pools', 'api']);
  const locale = useLocale();
  const w = useWithdrawal(requested).data;
  const token = (value: string) => formatToken(value, locale, w.currency);
  const paid = w.status === 'confirmed';
  useArrivalNotice(
    paid ? t('api:withdraw.confirmed', { amount: formatToken(w.netAmount, locale), currency: w.currency }) : null,
  );

  const confirmations = t('withdraw.progress.confirmations', { n: w.confirmations, total: w.requiredConfirmations });
  const status = {
    requested: w.needsApproval ? t('withdraw.progress.awaitingApproval') : t('withdraw.progress.queued'),
    approved: t('withdraw.progress.approvedHint'),
    sent: confirmations,
    confirmed: t('withdraw.progress.confirmed'),
    rejected: t('withdraw.progress.rejected'),
    failed: t('withdraw.progress.failed'),
  }[w.status];
  const stopped = w.status === 'rejected' || w.status === 'failed';
  const [askedStep, approvedStep, sentStep, paidStep] = stepsOf(w);

  return (
    <MoneyProgress
      name="withdraw"
      status={status}
      stopped={
        stopped
          ? {
              title: status,
              testId: 'withdraw-stopped',
              // A failed payout's reason is the node's technical detail, for the operator; the investor reads ours.
              reason:
                w.status === 'failed' ? t('api:withdraw.payoutFailed') : w.reason && <Text size="sm">{w.reason}</Text>,
            }
          : undefined
      }
      steps={[
        {
          title: t('withdraw.progress.requested'),
          state: askedStep,
          children: w.needsApproval && (
            <Text size="sm" c={MUTED}>
              {t('withdraw.progress.needsApproval')}
            </Text>
          ),
        },
        { title: w.status === 'rejected' ? status : t('withdraw.progress.approved'), state: approvedStep },
        {
          title: t('withdraw.progress.sent'),
          state: sentStep,
          children: w.txHash && <FullAddress testId="withdraw-tx">{w.txHash}</FullAddress>,
        },
        {
          title: w.status === 'failed' ? status : t('withdraw.progress.confirmed'),
          state: paidStep,
          children:
            w.status === 'sent' ? (
              <ConfirmationsBar n={w.confirmations} total={w.requiredConfirmations} label={confirmations} />
            ) : (
              paid && (
                <Text size="sm" data-testid="withdraw-paid">
                  {t('withdraw.progress.paidDetail', {
                    net: token(w.netAmount),
                    amount: token(w.amount),
                    fee: token(w.fee),
                  })}
                </Text>
              )
            ),
        },
      ]}
    />
  );
}
