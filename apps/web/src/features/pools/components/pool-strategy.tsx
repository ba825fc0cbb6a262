/** How the pool earns: the strategy's name, description and risks (GET /pools/:pool/strategy). */
import '@mantine/core/styles/List.css';
import { List, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { AnyPool } from '@yc/contract/constants';
import { useTranslation } from 'react-i18next';
import { MUTED } from '../../../components/ui/text-styles.ts';
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
        <Stack gap="sm">
          <Text fw={600}>{strategy.data.name}</Text>
          <Text style={{ whiteSpace: 'pre-line' }}>{strategy.data.description}</Text>
          <Title order={3} size="h5">
            {t('strategyDetails.risks')}
          </Title>
          {strategy.data.risks.length ? (
            <List spacing="xs" size="sm">
              {strategy.data.risks.map((risk) => (
                <List.Item key={risk}>{risk}</List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm" c={MUTED}>
              {t('strategyDetails.noRisks')}
            </Text>
          )}
        </Stack>
      )}
    </PoolSection>
  );
}
