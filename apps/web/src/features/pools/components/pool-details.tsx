/**
 * A pool's page: its figures, the user's position, contracts, asset composition, strategy and graphs, a
 * stale-price notice and a refresh. Deposit and withdraw come from their own features through `actions`.
 */
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { AnyPool } from '@yc/contract/constants';
import type { Coin, PoolData } from '@yc/contract/pools';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { ALERT_STYLES } from '../../../components/ui/text-styles.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useRefreshPool } from '../api/refresh-pool.ts';
import { usePoolState } from '../hooks/use-pool-state.ts';
import { poolIntroKey, poolTitleKey } from '../utils/pool-names.ts';
import { PoolApyHistory } from './pool-apy-history.tsx';
import { PoolAssetsTable } from './pool-assets-table.tsx';
import { PoolContracts, PoolFigures, PoolPosition } from './pool-figures.tsx';
import { PoolGraphs } from './pool-graphs.tsx';
import { PoolStrategy } from './pool-strategy.tsx';

export interface PoolActionsInput {
  pool: AnyPool;
  /** undefined while loading or when the pool data could not be loaded. */
  data: PoolData | undefined;
  pending: boolean;
  /** docs/product.md §3's coin list: the fallback ETH entry without pool data. */
  coins: Coin[];
}

/** "2026-11-01 10:00 UTC": the spec's date format with the time, in UTC. */
const formatUpdatedAt = (iso: string) => {
  const utc = new Date(iso).toISOString();
  return `${utc.slice(0, 10)} ${utc.slice(11, 16)} UTC`;
};

function StaleNotice({ data }: { data: PoolData }) {
  const { t } = useTranslation('pools');
  if (!data.priceStale) return null;
  return (
    <Alert
      styles={ALERT_STYLES}
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      title={t('stale.title')}
      data-testid="pool-stale"
    >
      {data.pricesUpdatedAt ? t('stale.since', { time: formatUpdatedAt(data.pricesUpdatedAt) }) : t('stale.never')}
    </Alert>
  );
}

function RefreshButton({ pool }: { pool: AnyPool }) {
  const { t } = useTranslation(['pools', 'api']);
  const refresh = useRefreshPool(pool);
  return (
    <Button
      variant="default"
      leftSection={<IconRefresh size={16} />}
      loading={refresh.isPending}
      onClick={() =>
        refresh.mutate(undefined, {
          onSuccess: () => notifySuccess(t('refresh.done')),
          onError: (error) => notifyError(error, t('api:http.internal')),
        })
      }
    >
      {t('refresh.button')}
    </Button>
  );
}

export function PoolDetails({ pool, actions }: { pool: AnyPool; actions: (input: PoolActionsInput) => ReactNode }) {
  const { t } = useTranslation(['pools', 'cabinet', 'common', 'api']);
  const state = usePoolState(pool);
  const { data } = state;

  return (
    <>
      <PageTitle>{t(poolTitleKey(pool))}</PageTitle>
      <Stack gap="lg">
        <Text>{t(poolIntroKey(pool))}</Text>
        <Group gap="sm" wrap="wrap">
          {actions({ pool, data, pending: state.isPending, coins: state.coins })}
          <RefreshButton pool={pool} />
        </Group>
        {state.isPending ? (
          <Stack gap="md" role="status" aria-busy="true" aria-label={t('common:loading')}>
            <Skeleton h={88} />
            <Skeleton h={200} />
          </Stack>
        ) : state.isError && !data ? (
          <LoadError
            title={t('load.failed')}
            message={messageOf(state.error, t('api:http.internal'))}
            retryLabel={t('load.retry')}
            onRetry={() => void state.refetch()}
            retrying={state.isFetching}
          />
        ) : (
          data && (
            <>
              <StaleNotice data={data} />
              <PoolFigures data={data} />
              <PoolPosition data={data} />
              <PoolAssetsTable data={data} />
              <PoolGraphs pool={pool} />
              <PoolApyHistory pool={pool} />
              <PoolContracts data={data} />
              <PoolStrategy pool={pool} />
            </>
          )
        )}
      </Stack>
    </>
  );
}
