/** A reported deposit's progress, asked every ~2 s: sent → confirming (n of N) → credited, or rejected. */
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Timeline.css';
import { Alert, Progress, Stack, Text, Timeline } from '@mantine/core';
import type { DepositClaim } from '@yc/contract/ledger';
import { useTranslation } from 'react-i18next';
import { FullAddress } from '../../../components/ui/full-address.tsx';
import { ALERT_STYLES, MUTED } from '../../../components/ui/text-styles.ts';
import { useArrivalNotice } from '../../../hooks/use-arrival-notice.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { formatToken } from '../../../utils/money.ts';
import { useDepositClaim } from '../api/get-deposit-claim.ts';

const STEP: Record<DepositClaim['status'], number> = { pending: 1, confirming: 2, credited: 3, rejected: 3 };

export function DepositProgress({ reported }: { reported: DepositClaim }) {
  const { t } = useTranslation(['pools', 'api']);
  const locale = useLocale();
  const claim = useDepositClaim(reported).data;

  const credited =
    claim.status === 'credited' && claim.amount !== null
      ? t('api:deposit.credited', { amount: formatToken(claim.amount, locale), currency: claim.currency })
      : null;
  useArrivalNotice(credited);

  const status =
    claim.status === 'pending'
      ? t('deposit.progress.pending')
      : claim.status === 'confirming'
        ? t('deposit.progress.confirmations', { n: claim.confirmations, total: claim.requiredConfirmations })
        : claim.status === 'credited'
          ? t('deposit.progress.credited')
          : t('deposit.progress.rejected');

  return (
    <Stack gap="md" data-testid="deposit-progress">
      <Text role="status" fw={600} data-testid="deposit-status">
        {status}
      </Text>
      <Timeline
        active={STEP[claim.status]}
        bulletSize={18}
        lineWidth={2}
        color={claim.status === 'rejected' ? 'red' : undefined}
      >
        <Timeline.Item title={t('deposit.progress.sent')}>
          <FullAddress>{claim.transaction}</FullAddress>
        </Timeline.Item>
        <Timeline.Item title={t('deposit.progress.waiting')}>
          <Text size="sm" c={MUTED}>
            {t('deposit.progress.waitingHint')}
          </Text>
        </Timeline.Item>
        <Timeline.Item title={t('deposit.progress.confirming')}>
          {claim.requiredConfirmations > 0 && (
            <Progress
              value={Math.min(100, (claim.confirmations / claim.requiredConfirmations) * 100)}
              aria-label={t('deposit.progress.confirmations', {
                n: claim.confirmations,
                total: claim.requiredConfirmations,
              })}
              mt={4}
            />
          )}
        </Timeline.Item>
        <Timeline.Item
          title={claim.status === 'rejected' ? t('deposit.progress.rejected') : t('deposit.progress.credited')}
        >
          {credited && claim.fee !== null && (
            <Text size="sm" data-testid="deposit-credited">
              {t('deposit.progress.creditedDetail', {
                amount: formatToken(claim.amount ?? '0', locale, claim.currency),
                fee: formatToken(claim.fee, locale, claim.currency),
              })}
            </Text>
          )}
        </Timeline.Item>
      </Timeline>
      {claim.status === 'rejected' && (
        <Alert
          styles={ALERT_STYLES}
          color="red"
          variant="light"
          title={t('deposit.progress.rejected')}
          data-testid="deposit-rejected"
        >
          {claim.rejectReason?.message ?? t('deposit.progress.noReason')}
        </Alert>
      )}
    </Stack>
  );
}
