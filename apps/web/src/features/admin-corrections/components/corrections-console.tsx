/** The corrections page's body: what it is for, "New correction", the proposals waiting, then the history. */
import { Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { MUTED } from '../../../components/ui/text-styles.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import type { CorrectionsStatus } from '../api/get-corrections.ts';
import { CorrectionList } from './correction-list.tsx';
import { NewCorrectionButton } from './new-correction-button.tsx';

const HISTORY = ['decided', 'posted', 'rejected', 'cancelled'] as const satisfies readonly CorrectionsStatus[];

export function CorrectionsConsole() {
  const { t } = useTranslation('admin-corrections');
  const [history, setHistory] = useState<(typeof HISTORY)[number]>('decided');
  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-start" gap="md">
        <Text c={MUTED} maw={720} style={{ flex: '1 1 16rem' }}>
          {t('intro')}
        </Text>
        <NewCorrectionButton />
      </Group>
      <Stack gap="sm" component="section" aria-labelledby="corrections-pending">
        <Title order={2} size="h3" id="corrections-pending">
          {t('pending.title')}
        </Title>
        <CorrectionList status="proposed" label={t('pending.title')} empty={t('pending.empty')} />
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="corrections-history">
        <Group justify="space-between" align="flex-end" gap="md">
          <Title order={2} size="h3" id="corrections-history">
            {t('history.title')}
          </Title>
          <NativeSelect
            label={t('history.filter')}
            value={history}
            data={HISTORY.map((value) => ({ value, label: t(`history.${value}`) }))}
            onChange={(e) => setHistory(e.currentTarget.value as (typeof HISTORY)[number])}
          />
        </Group>
        <CorrectionList status={history} label={t('history.title')} empty={t('history.empty')} />
      </Stack>
    </Stack>
  );
}
