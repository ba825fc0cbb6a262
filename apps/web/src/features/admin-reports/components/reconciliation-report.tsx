/**
 * One run's report: its verdict, then per pool and asset the ledger's liability and positions, the custody the
 * ledger expects, what the pool's addresses hold on-chain ("not checked" without a node) and the difference, a
 * shortfall highlighted; then the problems and notes as the reconciliation wrote them.
 */
import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import type { ReconciliationRun } from '@yc/contract/admin-reports';
import { ColumnsTable } from '../../../components/ui/columns-table.tsx';
import { ALERT_STYLES, MUTED } from '../../../components/ui/text-styles.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatToken } from '../../../utils/money.ts';
import classes from './admin-reports.module.css';

/** The UTC time to the minute, as the server's records are read. */
export const utcMinute = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

export function RunVerdict({ run }: { run: ReconciliationRun['ok'] }) {
  const { t } = useTranslation('admin-reports');
  return (
    <Badge color={run ? 'teal' : 'red'} variant="light">
      {run ? t('reconciliation.ok') : t('reconciliation.mismatch')}
    </Badge>
  );
}

export function ReconciliationReport({ run }: { run: ReconciliationRun }) {
  const { t } = useTranslation('admin-reports');
  const locale = useLocale();
  const heading = (c: string) => t(`reconciliation.column.${c}`);
  const token = (value: string) =>
    value.startsWith('-') ? `−${formatToken(value.slice(1), locale)}` : formatToken(value, locale);
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <RunVerdict run={run.ok} />
        <Text size="sm" c={MUTED}>
          {t('reconciliation.finished', { at: utcMinute(run.finishedAt), trigger: t(`trigger.${run.trigger}`) })}
        </Text>
      </Group>
      {run.report.assets.length === 0 ? (
        <Text c={MUTED}>{t('reconciliation.noAssets')}</Text>
      ) : (
        <ColumnsTable<ReconciliationRun['report']['assets'][number]>
          label={t('reconciliation.table')}
          rows={run.report.assets}
          rowKey={(a) => `${a.pool}:${a.token}`}
          columns={[
            { heading: heading('pool'), cell: (a) => t(`pool.${a.pool}`) },
            { heading: heading('asset'), cell: (a) => a.token },
            { heading: heading('liability'), numeric: true, cell: (a) => token(a.liability) },
            { heading: heading('positions'), numeric: true, cell: (a) => token(a.positions) },
            { heading: heading('custody'), numeric: true, cell: (a) => token(a.custody) },
            {
              heading: heading('onChain'),
              numeric: true,
              cell: (a) => (a.onChain === null ? t('reconciliation.notChecked') : token(a.onChain)),
            },
            {
              heading: heading('difference'),
              numeric: true,
              cell: (a) =>
                a.difference === null ? (
                  '—'
                ) : (
                  <span className={a.status === 'shortfall' ? classes.shortfall : undefined}>
                    {token(a.difference)}
                  </span>
                ),
            },
          ]}
        />
      )}
      {run.report.problems.length > 0 && (
        <Alert color="red" title={t('reconciliation.problems')} styles={ALERT_STYLES}>
          <ul className={classes.list}>
            {run.report.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </Alert>
      )}
      {run.report.notes.length > 0 && (
        <ul className={classes.list}>
          {run.report.notes.map((n) => (
            <li key={n}>
              <Text size="sm" c={MUTED} span>
                {n}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
