/** The referral ID and link, each with a copy button, and the downline totals. */
import '@mantine/core/styles/DataList.css';
import { DataList, Stack } from '@mantine/core';
import { CopyValue } from '../../../components/ui/copy-value.tsx';
import { QueryCard } from '../../../components/ui/query-card.tsx';
import { SummaryRow } from '../../../components/ui/summary-row.tsx';
import { DATA_LIST_STYLES } from '../../../components/ui/text-styles.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatFiat, formatPercent } from '../../../utils/money.ts';
import { useReferrals } from '../api/get-referrals.ts';
import { useCardMessages } from './use-card-messages.ts';

export function ReferralLink() {
  const { t } = useTranslation('referrals');
  const locale = useLocale();
  const referrals = useReferrals();
  return (
    <QueryCard title={t('link.title')} query={referrals} messages={useCardMessages()} testId="referral-link">
      {(data) => (
        <Stack gap="md">
          <DataList styles={DATA_LIST_STYLES}>
            {[
              { label: t('link.id'), value: data.referralId, copyLabel: t('link.copyId'), testId: 'referral-id' },
              { label: t('link.link'), value: data.link, copyLabel: t('link.copyLink'), testId: 'referral-url' },
            ].map(({ label, ...copy }) => (
              <SummaryRow key={copy.testId} label={label}>
                <CopyValue {...copy} copiedLabel={t('link.copied')} />
              </SummaryRow>
            ))}
            <SummaryRow label={t('totals.members')}>{data.totals.members.toLocaleString(locale)}</SummaryRow>
            <SummaryRow label={t('totals.liquidity')}>
              <span data-testid="referral-liquidity">
                {formatFiat(data.totals.attractedLiquidity, locale, data.fiat)}
              </span>
            </SummaryRow>
            <SummaryRow label={t('totals.profitShare')}>{formatPercent(data.sharePlatformProfit, locale)}</SummaryRow>
          </DataList>
        </Stack>
      )}
    </QueryCard>
  );
}
