/**
 * The log's rows: when, who, from where, what, on which object, and what changed — the changed keys as
 * "before → after", with the whole recorded JSON a click away. On phones each row becomes a card.
 */
import { Code, Text } from '@mantine/core';
import type { AuditEntry } from '@yc/contract/admin-audit';
import { ColumnsTable } from '../../../components/ui/columns-table.tsx';
import { consoleList } from '../../../components/ui/console-list.tsx';
import { MUTED } from '../../../components/ui/text-styles.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { changesOf } from '../../../utils/changes.ts';
import classes from './audit-log.module.css';

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
  const heading = (column: string) => t(`column.${column}`);
  return (
    <ColumnsTable<AuditEntry>
      label={t('table')}
      rows={items}
      rowKey={(entry) => entry.id}
      columns={[
        {
          heading: heading('time'),
          cell: (entry) => <time dateTime={entry.createdAt}>{utcTime(entry.createdAt)}</time>,
        },
        {
          heading: heading('operator'),
          cell: (entry) => (
            <span className={consoleList.wrap}>
              {entry.actor ? (entry.actor.login ?? entry.actor.id) : t('platform')}
            </span>
          ),
        },
        { heading: heading('ip'), cell: (entry) => entry.ip ?? '—' },
        { heading: heading('action'), cell: (entry) => <Code>{entry.action}</Code> },
        {
          heading: heading('object'),
          cell: (entry) => (
            <span className={consoleList.wrap}>
              {entry.objectType}
              {entry.objectId && (
                <>
                  {' '}
                  <Code>{entry.objectId}</Code>
                </>
              )}
            </span>
          ),
        },
        { heading: heading('changes'), cell: (entry) => <Changes entry={entry} /> },
      ]}
    />
  );
}
