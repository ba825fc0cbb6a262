/**
 * A journal entry before its reversal is proposed or approved: what it is, its lines (debit and credit in token units)
 * and whether the ledger can reverse it — and if not, why, in words.
 */
import '@mantine/core/styles/DataList.css';
import { Alert, DataList, Stack, Text } from '@mantine/core';
import type { LedgerEntry } from '@yc/contract/admin-corrections';
import { useTranslation } from 'react-i18next';
import { consoleList } from '../../../components/ui/console-list.tsx';
import { SummaryRow } from '../../../components/ui/summary-row.tsx';
import { Cell, ColumnHeading, tableCards } from '../../../components/ui/table-cards.tsx';
import { ALERT_STYLES, DATA_LIST_STYLES, MUTED } from '../../../components/ui/text-styles.ts';
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
      <div className={tableCards.cardsOnPhones}>
        <table className={`${tableCards.table} ${classes.cards}`} aria-label={t('entry.lines')}>
          <thead>
            <tr>
              <ColumnHeading>{heading('account')}</ColumnHeading>
              <ColumnHeading>{heading('asset')}</ColumnHeading>
              <ColumnHeading numeric>{heading('debit')}</ColumnHeading>
              <ColumnHeading numeric>{heading('credit')}</ColumnHeading>
            </tr>
          </thead>
          <tbody>
            {entry.lines.map((line, i) => (
              // Lines have no id of their own; their order is the journal's.
              // biome-ignore lint/suspicious/noArrayIndexKey: a line is identified by its place in the entry
              <tr key={i}>
                <Cell label={heading('account')}>
                  <span className={consoleList.wrap}>
                    {t(`account.${line.accountKind}`, { defaultValue: line.accountKind })}
                    {line.user && ` · ${line.user.login}`}
                  </span>
                </Cell>
                <Cell label={heading('asset')}>{assetName(line.asset)}</Cell>
                <Cell label={heading('debit')} numeric>
                  {line.side === 'debit' ? line.amount : ''}
                </Cell>
                <Cell label={heading('credit')} numeric>
                  {line.side === 'credit' ? line.amount : ''}
                </Cell>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
