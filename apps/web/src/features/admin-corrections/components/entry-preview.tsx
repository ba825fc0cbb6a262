/**
 * A journal entry before its reversal is proposed or approved: what it is, its lines (debit and credit in token units)
 * and whether the ledger can reverse it — and if not, why, in words.
 */
import '@mantine/core/styles/DataList.css';
import { Alert, DataList, Stack, Text } from '@mantine/core';
import type { LedgerEntry } from '@yc/contract/admin-corrections';
import { ColumnsTable } from '../../../components/ui/columns-table.tsx';
import { consoleList } from '../../../components/ui/console-list.tsx';
import { SummaryRow } from '../../../components/ui/summary-row.tsx';
import { ALERT_STYLES, DATA_LIST_STYLES, MUTED } from '../../../components/ui/text-styles.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { utcMinute } from '../utils/describe.ts';
import classes from './corrections.module.css';

/** A share asset `<pool>:<token>` reads as the pool's shares of that token. */
function useAssetName() {
  const { t } = useTranslation('admin-corrections');
  return (asset: string) => {
    const [pool, token] = asset.split(':');
    return token ? t('entry.shares', { pool, token }) : asset;
  };
}

export function EntryPreview({ entry }: { entry: LedgerEntry }) {
  const { t } = useTranslation('admin-corrections');
  const assetName = useAssetName();
  const heading = (column: 'account' | 'asset' | 'debit' | 'credit') => t(`entry.column.${column}`);
  return (
    <Stack gap="sm">
      <DataList styles={DATA_LIST_STYLES}>
        <SummaryRow label={t('entry.kind')}>{t(`entryKind.${entry.kind}`)}</SummaryRow>
        <SummaryRow label={t('entry.date')}>{utcMinute(entry.createdAt)}</SummaryRow>
        {entry.user && <SummaryRow label={t('entry.user')}>{entry.user.login}</SummaryRow>}
        {entry.amount && entry.token && (
          <SummaryRow
            label={t('entry.amount')}
          >{`${entry.amount} ${entry.token}${entry.pool ? ` · ${entry.pool}` : ''}`}</SummaryRow>
        )}
        {entry.memo && <SummaryRow label={t('entry.memo')}>{entry.memo}</SummaryRow>}
      </DataList>
      <ColumnsTable<LedgerEntry['lines'][number]>
        label={t('entry.lines')}
        className={classes.cards}
        rows={entry.lines}
        // Lines have no id of their own; their order is the journal's.
        rowKey={(_, i) => i}
        columns={[
          {
            heading: heading('account'),
            cell: (line) => (
              <span className={consoleList.wrap}>
                {t(`account.${line.accountKind}`, { defaultValue: line.accountKind })}
                {line.user && ` · ${line.user.login}`}
              </span>
            ),
          },
          { heading: heading('asset'), cell: (line) => assetName(line.asset) },
          { heading: heading('debit'), numeric: true, cell: (line) => (line.side === 'debit' ? line.amount : '') },
          { heading: heading('credit'), numeric: true, cell: (line) => (line.side === 'credit' ? line.amount : '') },
        ]}
      />
      {entry.lineCount > entry.lines.length && (
        <Text size="sm" c={MUTED}>
          {t('entry.moreLines', { shown: entry.lines.length, count: entry.lineCount })}
        </Text>
      )}
      {entry.blockedBy ? (
        <Alert styles={ALERT_STYLES} color="yellow" variant="light" title={t('entry.notReversible')}>
          {t(`blocked.${entry.blockedBy}`)}
        </Alert>
      ) : (
        <Alert styles={ALERT_STYLES} color="green" variant="light" title={t('entry.reversible')}>
          {t('entry.reversibleHint')}
        </Alert>
      )}
    </Stack>
  );
}
