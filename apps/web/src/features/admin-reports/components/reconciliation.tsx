/**
 * The reconciliation page's body: "Run now", the chosen run's report (the newest by default) and the history of
 * runs, newest first, each a click away.
 */
import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { ColumnsTable } from '../../../components/ui/columns-table.tsx';
import { KeysetListView } from '../../../components/ui/keyset-list-view.tsx';
import { MUTED } from '../../../components/ui/text-styles.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useReconciliationRun, useReconciliationRuns, useRunReconciliation } from '../api/get-reconciliation.ts';
import { LoadFailed } from './load-failed.tsx';
import { ReconciliationReport, RunVerdict, utcMinute } from './reconciliation-report.tsx';

export function Reconciliation() {
  const { t } = useTranslation('admin-reports');
  const runs = useReconciliationRuns();
  const [chosen, setChosen] = useState<string | null>(null);
  const shownId = chosen ?? (runs.page === 1 ? (runs.items[0]?.id ?? null) : null);
  const shown = useReconciliationRun(shownId);
  const runNow = useRunReconciliation();
  const heading = (c: string) => t(`history.column.${c}`);

  const start = () =>
    runNow.mutate(undefined, {
      onSuccess: (run) => setChosen(run.id),
      onError: (error) => notifyError(error, t('reconciliation.runFailed')),
    });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Text c={MUTED} maw="40rem">
          {t('reconciliation.intro')}
        </Text>
        <Button leftSection={<IconPlayerPlay size={16} />} loading={runNow.isPending} onClick={start}>
          {t('reconciliation.runNow')}
        </Button>
      </Group>
      <section aria-labelledby="reconciliation-result">
        <Title order={2} size="h4" id="reconciliation-result" mb="sm">
          {t('reconciliation.result')}
        </Title>
        {runs.isLoading || (shownId !== null && shown.isPending) ? (
          <Skeleton h={160} />
        ) : shown.isError ? (
          <LoadFailed query={shown} />
        ) : shown.data ? (
          <ReconciliationReport run={shown.data} />
        ) : (
          <Text c={MUTED}>{t('reconciliation.none')}</Text>
        )}
      </section>
      <section aria-labelledby="reconciliation-history">
        <Title order={2} size="h4" id="reconciliation-history" mb="sm">
          {t('history.title')}
        </Title>
        <KeysetListView list={runs} empty={t('reconciliation.none')}>
          {(items) => (
            <ColumnsTable<(typeof items)[number]>
              label={t('history.title')}
              rows={items}
              rowKey={(run) => run.id}
              current={(run) => run.id === shownId}
              columns={[
                {
                  heading: heading('time'),
                  cell: (run) => <time dateTime={run.finishedAt}>{utcMinute(run.finishedAt)}</time>,
                },
                { heading: heading('trigger'), cell: (run) => t(`trigger.${run.trigger}`) },
                { heading: heading('result'), cell: (run) => <RunVerdict run={run.ok} /> },
                { heading: heading('problems'), numeric: true, cell: (run) => run.problems },
                {
                  heading: heading('open'),
                  cell: (run) => (
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      disabled={run.id === shownId}
                      onClick={() => setChosen(run.id)}
                    >
                      {t('history.show')}
                    </Button>
                  ),
                },
              ]}
            />
          )}
        </KeysetListView>
      </section>
    </Stack>
  );
}
