/** How the pool earns: the strategy's name, description and risks (GET /pools/:pool/strategy). */
import { Skeleton, Stack, Text } from '@mantine/core';
import type { AnyPool } from '@yc/contract/constants';
import { PoolText } from '../../../components/pools/pool-text.tsx';
import { MUTED } from '../../../components/ui/text-styles.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { usePoolStrategy } from '../api/get-pool-strategy.ts';
import { PoolSection } from './pool-section.tsx';

export function PoolStrategy({ pool }: { pool: AnyPool }) {
  const { t } = useTranslation(['pools', 'common']);
  const strategy = usePoolStrategy(pool);
  return (
    <PoolSection title={t('strategyDetails.title')} testId="pool-strategy">
      {strategy.isPending ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label={t('common:loading')}>
          <Skeleton h={20} w="50%" />
          <Skeleton h={60} />
        </Stack>
      ) : strategy.isError ? (
        <Text c={MUTED}>{t('strategyDetails.unavailable')}</Text>
      ) : (
        <PoolText title={strategy.data.name} description={strategy.data.description} risks={strategy.data.risks} />
      )}
    </PoolSection>
  );
}
