/**
 * A pool's title, description and risks as investors read them: the pool page's strategy card and the console's
 * preview of the texts an operator is editing render through this one component (docs/product.md §10 "Pools").
 */
import '@mantine/core/styles/List.css';
import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../lib/i18n.ts';
import { MUTED } from '../ui/text-styles.ts';

export function PoolText({ title, description, risks }: { title: string; description: string; risks: string[] }) {
  const { t } = useTranslation('pools');
  return (
    <Stack gap="sm">
      <Text fw={600}>{title}</Text>
      <Text style={{ whiteSpace: 'pre-line' }}>{description}</Text>
      <Title order={3} size="h5">
        {t('strategyDetails.risks')}
      </Title>
      {risks.length ? (
        <List spacing="xs" size="sm">
          {risks.map((risk) => (
            <List.Item key={risk}>{risk}</List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm" c={MUTED}>
          {t('strategyDetails.noRisks')}
        </Text>
      )}
    </Stack>
  );
}
