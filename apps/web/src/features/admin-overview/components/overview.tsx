/**
 * The console's overview page (docs/product.md §10 "Overview"): warnings first, then the headline figures, TVL,
 * flows, prices, hot wallets and jobs. It refreshes itself every 30 seconds; skeletons stand in while it loads.
 */
import { SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { MUTED } from '../../../components/ui/text-styles.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useOverview } from '../api/get-overview.ts';
import { OverviewFigures } from './overview-figures.tsx';
import { FlowsTable, HeldPrices, HotWalletsTable, JobsTable, StalePrices, TvlTable } from './overview-tables.tsx';
import { OverviewWarnings } from './overview-warnings.tsx';

function OverviewSkeleton() {
  const { t } = useTranslation('common');
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label={t('loading')}>
      <Skeleton h={28} w="40%" />
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        {Array.from({ length: 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          <Skeleton key={i} h={96} />
        ))}
      </SimpleGrid>
      <Skeleton h={200} />
    </Stack>
  );
}

export function Overview() {
  const { t } = useTranslation('admin-overview');
  const locale = useLocale();
  const overview = useOverview();
  if (!overview.data) {
    return overview.isError ? (
      <LoadError
        title={t('loadFailed')}
        message={messageOf(overview.error, t('loadFailedHint'))}
        retryLabel={t('retry')}
        onRetry={() => void overview.refetch()}
        retrying={overview.isFetching}
      />
    ) : (
      <OverviewSkeleton />
    );
  }
  const o = overview.data;
  // Ages are counted from when the server answered, so they agree with its figures.
  const now = Date.parse(o.generatedAt);
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <OverviewWarnings overview={o} />
        <Text size="xs" c={MUTED}>
          {t('updated', { time: new Date(now).toLocaleTimeString(locale) })}
        </Text>
      </Stack>
      <OverviewFigures overview={o} now={now} />
      <TvlTable overview={o} />
      <FlowsTable overview={o} />
      <StalePrices overview={o} now={now} />
      <HeldPrices overview={o} now={now} />
      <HotWalletsTable overview={o} />
      <JobsTable overview={o} now={now} />
    </Stack>
  );
}
