/** /cabinet/pools: a card per pool (stable, coin, dex and the strategy pool) with APY, TVL and the user's position. */
import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { ALL_POOLS, type AnyPool } from '@yc/contract/constants';
import type { PoolData } from '@yc/contract/pools';
import { useId } from 'react';
import { LocalizedLink } from '../../../components/ui/localized-link.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { MUTED } from '../../../components/ui/text-styles.ts';
import { NO_WRAP } from '../../../components/ui/token-value.tsx';
import { paths } from '../../../config/paths.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { getPoolDataQueryOptions } from '../../../lib/pool-data.ts';
import { formatFiat, formatPercent } from '../../../utils/money.ts';
import { poolIntroKey, poolTitleKey } from '../utils/pool-names.ts';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Text size="xs" c={MUTED}>
        {label}
      </Text>
      <Text fw={700} data-testid={testId} style={NO_WRAP}>
        {value}
      </Text>
    </div>
  );
}

function PoolCard({ pool, data, pending }: { pool: AnyPool; data: PoolData | undefined; pending: boolean }) {
  const { t } = useTranslation(['pools', 'cabinet']);
  const locale = useLocale();
  const titleId = useId();
  const title = t(poolTitleKey(pool));
  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding="lg"
      aria-labelledby={titleId}
      data-testid={`pool-card-${pool}`}
    >
      <Stack gap="sm" h="100%">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        <Text size="sm">{t(poolIntroKey(pool))}</Text>
        {pending ? (
          <Skeleton h={44} />
        ) : data ? (
          <Group gap="lg" wrap="wrap">
            <Figure label={t('fields.apy')} value={formatPercent(data.apy, locale)} testId={`pool-card-${pool}-apy`} />
            <Figure
              label={t('fields.tvl')}
              value={formatFiat(data.tvl, locale, data.fiat)}
              testId={`pool-card-${pool}-tvl`}
            />
            <Figure
              label={t('position.value')}
              value={formatFiat(data.position.value, locale, data.fiat)}
              testId={`pool-card-${pool}-position`}
            />
          </Group>
        ) : (
          <Text size="sm" c={MUTED}>
            {t('load.unavailable')}
          </Text>
        )}
        <Button
          component={LocalizedLink}
          to={paths.cabinet.pools(pool)}
          variant="light"
          rightSection={<IconArrowRight size={16} />}
          mt="auto"
        >
          {t('overview.open', { pool: title })}
        </Button>
      </Stack>
    </Card>
  );
}

export function PoolsOverview() {
  const { t } = useTranslation(['cabinet', 'pools']);
  const results = useQueries({ queries: ALL_POOLS.map((pool) => getPoolDataQueryOptions(pool)) });
  return (
    <>
      <PageTitle>{t('pools.title')}</PageTitle>
      <Stack gap="lg">
        <Text>{t('pools.intro')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {ALL_POOLS.map((pool, i) => (
            <PoolCard key={pool} pool={pool} data={results[i]?.data} pending={results[i]?.isPending ?? true} />
          ))}
        </SimpleGrid>
      </Stack>
    </>
  );
}
