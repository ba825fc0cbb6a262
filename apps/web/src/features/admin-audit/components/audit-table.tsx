/**
 * The log's rows: when, who, from where, what, on which object, and what changed — the changed keys as
 * "before → after", with the whole recorded JSON a click away. On phones each row becomes a card.
 */
import { Code, Text } from '@mantine/core';
import type { AuditEntry } from '@yc/contract/admin-audit';
import { useTranslation } from 'react-i18next';
import { consoleList } from '../../../components/ui/console-list.tsx';
import { Cell, ColumnHeading, tableCards } from '../../../components/ui/table-cards.tsx';
import { MUTED } from '../../../components/ui/text-styles.ts';
import { changesOf } from '../utils/changes.ts';
import classes from './audit-log.module.css';

const COLUMNS = ['time', 'operator', 'ip', 'action', 'object', 'changes'] as const;

/** The UTC time to the second: the log is read against other UTC records (CSV, server logs). */
const utcTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;

function Changes({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin-audit');
  const changes = changesOf(entry.before, entry.after);
  const absent = t('changes.absent');
  return (
    <div className={consoleList.wrap}>
      {changes.length === 0 ? (
        <Text size="sm" c={MUTED}>
          {t('changes.none')}
        </Text>
      ) : (
        <ul className={classes.changes}>
          {changes.map((change) => (
            <li key={change.key ?? ''}>
              {change.key && <strong>{change.key}: </strong>}
              {change.before ?? absent} → {change.after ?? absent}
            </li>
          ))}
        </ul>
      )}
      {(entry.before !== null || entry.after !== null) && (
        <details>
          <summary>{t('changes.json')}</summary>
          <Code block className={classes.json}>
            {JSON.stringify({ before: entry.before, after: entry.after }, null, 2)}
          </Code>
        </details>
      )}
    </div>
  );
}

export function AuditTable({ items }: { items: AuditEntry[] }) {
  const { t } = useTranslation('admin-audit');
  const heading = (column: (typeof COLUMNS)[number]) => t(`column.${column}`);
  return (
    <div className={tableCards.cardsOnPhones}>
      <table className={tableCards.table} aria-label={t('table')}>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <ColumnHeading key={column}>{heading(column)}</ColumnHeading>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((entry) => (
            <tr key={entry.id}>
              <Cell label={heading('time')}>
                <time dateTime={entry.createdAt}>{utcTime(entry.createdAt)}</time>
              </Cell>
              <Cell label={heading('operator')}>
                <span className={consoleList.wrap}>
                  {entry.actor ? (entry.actor.login ?? entry.actor.id) : t('platform')}
                </span>
              </Cell>
              <Cell label={heading('ip')}>{entry.ip ?? '—'}</Cell>
              <Cell label={heading('action')}>
                <Code>{entry.action}</Code>
              </Cell>
              <Cell label={heading('object')}>
                <span className={consoleList.wrap}>
                  {entry.objectType}
                  {entry.objectId && (
                    <>
                      {' '}
                      <Code>{entry.objectId}</Code>
                    </>
                  )}
                </span>
              </Cell>
              <Cell label={heading('changes')}>
                <Changes entry={entry} />
              </Cell>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
