/**
 * A reported deposit's progress, asked every ~2 s: sent → confirming (n of N) → credited, or rejected. Once
 * credited it names what reached the balance: the transferred amount less the deposit fee.
 */
import { Text } from '@mantine/core';
import type { DepositClaim } from '@yc/contract/ledger';
import { FullAddress } from '../../../components/ui/full-address.tsx';
import { ConfirmationsBar, MoneyProgress, type StepState } from '../../../components/ui/money-dialog.tsx';
import { MUTED } from '../../../components/ui/text-styles.ts';
import { useArrivalNotice } from '../../../hooks/use-arrival-notice.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { subtractDecimals } from '../../../utils/decimal.ts';
import { formatToken } from '../../../utils/money.ts';
import { isFinalDeposit, useDepositClaim } from '../api/get-deposit-claim.ts';

/** The state of each step (sent, waiting, confirming, credited) for a claim's status. */
const STEPS: Record<DepositClaim['status'], readonly [StepState, StepState, StepState, StepState]> = {
  pending: ['done', 'current', 'todo', 'todo'],
  confirming: ['done', 'done', 'current', 'todo'],
  credited: ['done', 'done', 'done', 'done'],
  rejected: ['done', 'todo', 'todo', 'failed'],
};

export function DepositProgress({ reported }: { reported: DepositClaim }) {
  const { t } = useTranslation(['pools', 'api']);
  const locale = useLocale();
  const claim = useDepositClaim(reported).data;
  const token = (value: string) => formatToken(value, locale, claim.currency);

  // The claim's `amount` is what the transfer carried; the fee comes off it before it reaches the balance.
  const credited =
    claim.status === 'credited' && claim.amount !== null && claim.fee !== null
      ? { amount: claim.amount, fee: claim.fee, net: subtractDecimals(claim.amount, claim.fee) }
      : null;
  useArrivalNotice(
    credited && t('api:deposit.credited', { amount: formatToken(credited.net, locale), currency: claim.currency }),
  );

  const status =
    claim.status === 'pending'
      ? t('deposit.progress.pending')
      : claim.status === 'confirming'
        ? t('deposit.progress.confirmations', { n: claim.confirmations, total: claim.requiredConfirmations })
        : claim.status === 'credited'
          ? t('deposit.progress.credited')
          : t('deposit.progress.rejected');
  const [sent, waiting, confirming, end] = STEPS[claim.status];

  return (
    <MoneyProgress
      name="deposit"
      status={status}
      stopped={
        claim.status === 'rejected'
          ? {
              title: t('deposit.progress.rejected'),
              testId: 'deposit-rejected',
              reason: claim.rejectReason?.message ?? t('deposit.progress.noReason'),
            }
          : undefined
      }
      steps={[
        {
          title: t('deposit.progress.sent'),
          state: sent,
          children: <FullAddress>{claim.transaction}</FullAddress>,
        },
        {
          title: t('deposit.progress.waiting'),
          state: waiting,
          children: claim.status === 'pending' && (
            <Text size="sm" c={MUTED}>
              {t('deposit.progress.waitingHint')}
            </Text>
          ),
        },
        {
          title: t('deposit.progress.confirming'),
          state: confirming,
          children: claim.status === 'confirming' && (
            <ConfirmationsBar n={claim.confirmations} total={claim.requiredConfirmations} label={status} />
          ),
        },
        {
          title: claim.status === 'rejected' ? t('deposit.progress.rejected') : t('deposit.progress.credited'),
          state: end,
          children: credited && (
            <Text size="sm" data-testid="deposit-credited">
              {t('deposit.progress.creditedDetail', {
                net: token(credited.net),
                amount: token(credited.amount),
                fee: token(credited.fee),
              })}
            </Text>
          ),
        },
      ]}
    >
      {/* Only while the chain has yet to decide: afterwards there is nothing left to wait for. */}
      {!isFinalDeposit(claim) && (
        <Text size="sm" c={MUTED}>
          {t('deposit.progress.closeHint')}
        </Text>
      )}
    </MoneyProgress>
  );
}
