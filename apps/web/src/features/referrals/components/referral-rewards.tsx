/** Earned and claimable referral rewards, and the button that harvests the claimable ones into the balance. */
import '@mantine/core/styles/DataList.css';
import { Button, DataList } from '@mantine/core';
import { IconPlant } from '@tabler/icons-react';
import { QueryCard } from '../../../components/ui/query-card.tsx';
import { SummaryRow } from '../../../components/ui/summary-row.tsx';
import { DATA_LIST_STYLES } from '../../../components/ui/text-styles.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { compareDecimal } from '../../../utils/decimal.ts';
import { formatFiat } from '../../../utils/money.ts';
import { useReferrals } from '../api/get-referrals.ts';
import { useHarvestReferrals } from '../api/harvest-referrals.ts';
import { useCardMessages } from './use-card-messages.ts';

export function ReferralRewards() {
  const { t } = useTranslation('referrals');
  const locale = useLocale();
  const referrals = useReferrals();
  const harvest = useHarvestReferrals();

  const onHarvest = () =>
    harvest.mutate(undefined, {
      onSuccess: (result) =>
        notifySuccess(t('harvest.done', { amount: formatFiat(result.total, locale, result.fiat) }), t('harvest.title')),
      onError: (error) => notifyError(error, t('harvest.failed')),
    });

  return (
    <QueryCard
      title={t('rewards.title')}
      query={referrals}
      messages={useCardMessages()}
      testId="referral-rewards"
      actions={(data) => (
        <Button
          leftSection={<IconPlant size={16} />}
          onClick={onHarvest}
          loading={harvest.isPending}
          disabled={compareDecimal(data.totals.claimable, '0') <= 0}
        >
          {t('harvest.button')}
        </Button>
      )}
    >
      {(data) => (
        <DataList styles={DATA_LIST_STYLES}>
          <SummaryRow label={t('rewards.earned')}>
            <span data-testid="referral-earned">{formatFiat(data.totals.earned, locale, data.fiat)}</span>
          </SummaryRow>
          <SummaryRow label={t('rewards.claimable')}>
            <span data-testid="referral-claimable">{formatFiat(data.totals.claimable, locale, data.fiat)}</span>
          </SummaryRow>
        </DataList>
      )}
    </QueryCard>
  );
}
