/**
 * A withdrawal's progress, asked every ~2 s: requested (waiting for an operator when it needs approval) →
 * approved → sent (with its transaction) → confirmed (n of N), or rejected or failed with the reason.
 */
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Timeline.css';
import { Alert, Progress, Stack, Text, Timeline } from '@mantine/core';
import type { Withdrawal } from '@yc/contract/ledger';
import { useTranslation } from 'react-i18next';
import { FullAddress } from '../../../components/ui/full-address.tsx';
import { ALERT_STYLES, MUTED } from '../../../components/ui/text-styles.ts';
import { useArrivalNotice } from '../../../hooks/use-arrival-notice.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { formatToken } from '../../../utils/money.ts';
import { useWithdrawal } from '../api/get-withdrawal.ts';

const STEP: Record<Withdrawal['status'], number> = {
  requested: 0,
  approved: 1,
  sent: 2,
  confirmed: 3,
  rejected: 3,
  failed: 3,
};

export function WithdrawProgress({ requested }: { requested: Withdrawal }) {
  const { t } = useTranslation(['pools', 'api']);
  const locale = useLocale();
  const w = useWithdrawal(requested).data;
  const paid =
    w.status === 'confirmed'
      ? t('api:withdraw.confirmed', { amount: formatToken(w.netAmount, locale), currency: w.currency })
      : null;
  useArrivalNotice(paid);

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

  return (
    <Stack gap="md" data-testid="withdraw-progress">
      <Text role="status" fw={600} data-testid="withdraw-status">
        {status}
      </Text>
      <Timeline active={STEP[w.status]} bulletSize={18} lineWidth={2} color={stopped ? 'red' : undefined}>
        <Timeline.Item title={t('withdraw.progress.requested')}>
          {w.needsApproval && (
            <Text size="sm" c={MUTED}>
              {t('withdraw.progress.needsApproval')}
            </Text>
          )}
        </Timeline.Item>
        <Timeline.Item title={t('withdraw.progress.approved')} />
        <Timeline.Item title={t('withdraw.progress.sent')}>
          {w.txHash && <FullAddress testId="withdraw-tx">{w.txHash}</FullAddress>}
          {w.status === 'sent' && w.requiredConfirmations > 0 && (
            <Progress
              value={Math.min(100, (w.confirmations / w.requiredConfirmations) * 100)}
              aria-label={confirmations}
              mt={4}
            />
          )}
        </Timeline.Item>
        <Timeline.Item title={stopped ? status : t('withdraw.progress.confirmed')}>
          {paid && (
            <Text size="sm" data-testid="withdraw-paid">
              {paid}
            </Text>
          )}
        </Timeline.Item>
      </Timeline>
      {stopped && (
        <Alert styles={ALERT_STYLES} color="red" variant="light" title={status} data-testid="withdraw-stopped">
          {/* A failed payout's reason is the node's technical detail, for the operator; the investor reads ours. */}
          {w.status === 'failed' ? t('api:withdraw.payoutFailed') : w.reason && <Text size="sm">{w.reason}</Text>}
        </Alert>
      )}
    </Stack>
  );
}
