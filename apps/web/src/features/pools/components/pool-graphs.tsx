/** APY, TVL and price per share over a chosen range (GET /pools/:pool/graph), one chart each. */
import { SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AnyPool } from '@yc/contract/constants';
import { GRAPH_RANGES, type PoolGraphResponse } from '@yc/contract/pools';
import { useId, useMemo, useState } from 'react';
import { type ChartPoint, LineChart } from '../../../components/ui/line-chart.tsx';
import { MUTED } from '../../../components/ui/text-styles.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatFiat, formatPercent, formatPrice } from '../../../utils/money.ts';
import { usePoolGraph } from '../api/get-pool-graph.ts';
import type { GraphRange } from '../api/pool-keys.ts';
import { PoolSection } from './pool-section.tsx';

type Series = 'apy' | 'tvl' | 'pricePerShare';

const seriesOf = (points: PoolGraphResponse['points'], key: Series): ChartPoint[] =>
  points.map((p) => ({ date: p.date, value: p[key] }));

function Chart({ title, points, format }: { title: string; points: ChartPoint[]; format: (v: string) => string }) {
  const { t } = useTranslation('pools');
  const id = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Text fw={600} id={id}>
        {title}
      </Text>
      <LineChart points={points} label={title} formatValue={format} height={160} emptyText={t('graphs.empty')} />
    </Stack>
  );
}

export function PoolGraphs({ pool }: { pool: AnyPool }) {
  const { t } = useTranslation('pools');
  const locale = useLocale();
  const [range, setRange] = useState<GraphRange>('30d');
  const graph = usePoolGraph(pool, range);
  const points = useMemo(() => graph.data?.points ?? [], [graph.data]);
  const series = useMemo(
    () => ({
      apy: seriesOf(points, 'apy'),
      tvl: seriesOf(points, 'tvl'),
      pricePerShare: seriesOf(points, 'pricePerShare'),
    }),
    [points],
  );
  const money = (value: string) => formatFiat(value, locale, graph.data?.fiat);

  return (
    <PoolSection title={t('graphs.title')} testId="pool-graphs">
      <Stack gap="lg">
        <SegmentedControl
          aria-label={t('graphs.range')}
          value={range}
          onChange={(value) => setRange(value as GraphRange)}
          data={GRAPH_RANGES.map((r) => ({ value: r, label: t(`graphs.ranges.${r}`) }))}
          style={{ alignSelf: 'flex-start' }}
          maw="100%"
        />
        {graph.isError ? (
          <Text c={MUTED} role="alert">
            {t('graphs.unavailable')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" aria-busy={graph.isFetching}>
            <Chart title={t('graphs.apy')} points={series.apy} format={(v) => formatPercent(v, locale)} />
            <Chart title={t('graphs.tvl')} points={series.tvl} format={money} />
            <Chart
              title={t('graphs.pricePerShare')}
              points={series.pricePerShare}
              format={(v) => formatPrice(v, locale, graph.data?.fiat)}
            />
          </SimpleGrid>
        )}
      </Stack>
    </PoolSection>
  );
}
