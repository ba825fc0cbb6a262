/**
 * The reconciliation page's body: "Run now", the chosen run's report (the newest by default) and the history of
 * runs, newest first, each a click away.
 */
import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeysetListView } from '../../../components/ui/keyset-list-view.tsx';
import { Cell, ColumnHeading, tableCards } from '../../../components/ui/table-cards.tsx';
import { MUTED } from '../../../components/ui/text-styles.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useReconciliationRun, useReconciliationRuns, useRunReconciliation } from '../api/get-reconciliation.ts';
import { LoadFailed } from './load-failed.tsx';
import { ReconciliationReport, RunVerdict, utcMinute } from './reconciliation-report.tsx';

const HISTORY = ['time', 'trigger', 'result', 'problems', 'open'] as const;

export function Reconciliation() {
  const { t } = useTranslation('admin-reports');
  const runs = useReconciliationRuns();
  const [chosen, setChosen] = useState<string | null>(null);
  const shownId = chosen ?? (runs.page === 1 ? (runs.items[0]?.id ?? null) : null);
  const shown = useReconciliationRun(shownId);
  const runNow = useRunReconciliation();
  const heading = (c: (typeof HISTORY)[number]) => t(`history.column.${c}`);

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
            <div className={tableCards.cardsOnPhones}>
              <table className={tableCards.table} aria-label={t('history.title')}>
                <thead>
                  <tr>
                    {HISTORY.map((c) => (
                      <ColumnHeading key={c} numeric={c === 'problems'}>
                        {heading(c)}
                      </ColumnHeading>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {items.map((run) => (
                    <tr key={run.id} aria-current={run.id === shownId ? 'true' : undefined}>
                      <Cell label={heading('time')}>
                        <time dateTime={run.finishedAt}>{utcMinute(run.finishedAt)}</time>
                      </Cell>
                      <Cell label={heading('trigger')}>{t(`trigger.${run.trigger}`)}</Cell>
                      <Cell label={heading('result')}>
                        <RunVerdict run={run.ok} />
                      </Cell>
                      <Cell label={heading('problems')} numeric>
                        {run.problems}
                      </Cell>
                      <Cell label={heading('open')}>
                        <Button
                          variant="subtle"
                          size="compact-sm"
                          disabled={run.id === shownId}
                          onClick={() => setChosen(run.id)}
                        >
                          {t('history.show')}
                        </Button>
                      </Cell>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </KeysetListView>
      </section>
    </Stack>
  );
}
