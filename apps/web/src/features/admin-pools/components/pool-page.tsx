/**
 * One pool's page in the console (docs/product.md §10 "Pools"): its state, then a tab each for its settings, its
 * assets and deposit addresses, and its texts.
 */
import '@mantine/core/styles/Tabs.css';
import { Group, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import type { AnyPool } from '@yc/contract/constants';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { usePool } from '../api/get-pools.ts';
import { PoolAssetsSection } from './pool-assets-section.tsx';
import { PoolSettings } from './pool-settings.tsx';
import { PoolState } from './pool-state.tsx';
import { PoolTextsSection } from './pool-texts-section.tsx';

export function PoolPage({ pool }: { pool: AnyPool }) {
  const { t } = useTranslation('admin-pools');
  const detail = usePool(pool);
  if (detail.isPending) return <Skeleton h={400} />;
  if (detail.isError)
    return (
      <LoadError
        title={t('loadFailed')}
        message={messageOf(detail.error, t('loadFailedHint'))}
        retryLabel={t('retry')}
        onRetry={() => void detail.refetch()}
        retrying={detail.isFetching}
      />
    );
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Text fw={600}>{t(`pool.${pool}`)}</Text>
        <PoolState pool={detail.data} />
      </Group>
      <Tabs defaultValue="settings" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="settings">{t('tab.settings')}</Tabs.Tab>
          <Tabs.Tab value="assets">{t('tab.assets')}</Tabs.Tab>
          <Tabs.Tab value="texts">{t('tab.texts')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="settings" pt="md">
          <PoolSettings pool={pool} detail={detail.data} />
        </Tabs.Panel>
        <Tabs.Panel value="assets" pt="md">
          <PoolAssetsSection pool={pool} />
        </Tabs.Panel>
        <Tabs.Panel value="texts" pt="md">
          <PoolTextsSection pool={pool} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
