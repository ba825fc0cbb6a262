/** The rank table with the current rank marked, and the way to the next rank as a progress bar. */
import '@mantine/core/styles/Progress.css';
import { Progress, Stack, Text } from '@mantine/core';
import { QueryCard } from '../../../components/ui/query-card.tsx';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatFiat, formatPercent } from '../../../utils/money.ts';
import { useReferralProgress } from '../api/get-referral-progress.ts';
import { RankTable } from './rank-table.tsx';
import { useCardMessages } from './use-card-messages.ts';

export function RankProgress() {
  const { t } = useTranslation('referrals');
  const locale = useLocale();
  const progress = useReferralProgress();
  return (
    <QueryCard title={t('ranks.title')} query={progress} messages={useCardMessages()} testId="rank-progress">
      {(data) => {
        const nameOf = (key: string) => data.ranks.find((r) => r.rank === key)?.name ?? key;
        return (
          <Stack gap="sm">
            <Text size="sm">
              {t('ranks.liquidity')}{' '}
              <Text span fw={600}>
                {formatFiat(data.attractedLiquidity, locale, data.fiat)}
              </Text>
            </Text>
            {data.nextRank === null ? (
              <Text size="sm" data-testid="rank-next">
                {t('ranks.top')}
              </Text>
            ) : (
              <Stack gap={4}>
                <Text size="sm" data-testid="rank-next">
                  {t('ranks.toNext', { rank: nameOf(data.nextRank), progress: formatPercent(data.progress, locale) })}
                </Text>
                {/* Progress takes a number; the percent is 0–100, a display figure, not an amount. */}
                <Progress value={Number(data.progress)} aria-label={t('ranks.progressLabel')} size="lg" />
              </Stack>
            )}
            <RankTable ranks={data.ranks} fiat={data.fiat} label={t('ranks.title')} current={data.rank} />
          </Stack>
        );
      }}
    </QueryCard>
  );
}
