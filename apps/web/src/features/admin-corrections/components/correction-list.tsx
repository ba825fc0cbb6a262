/**
 * Corrections of one status, newest first, page by page: when and by whom proposed, what and why, the decision (who,
 * when, a rejection's note, the posted entry) and, while waiting, the decisions. On phones each row becomes a card.
 */
import { Badge, Code, Stack, Text } from '@mantine/core';
import type { Correction, CorrectionStatus } from '@yc/contract/admin-corrections';
import { ColumnsTable } from '../../../components/ui/columns-table.tsx';
import { consoleList } from '../../../components/ui/console-list.tsx';
import { KeysetListView } from '../../../components/ui/keyset-list-view.tsx';
import { MUTED } from '../../../components/ui/text-styles.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { type CorrectionsStatus, useCorrections } from '../api/get-corrections.ts';
import { correctionSummary, utcMinute } from '../utils/describe.ts';
import { CorrectionActions } from './correction-actions.tsx';
import classes from './corrections.module.css';

const STATUS_COLOR: Record<CorrectionStatus, string> = {
  proposed: 'yellow',
  posted: 'green',
  rejected: 'red',
  cancelled: 'gray',
};

function Decision({ c }: { c: Correction }) {
  const { t } = useTranslation('admin-corrections');
  return (
    <Stack gap={4} className={consoleList.wrap}>
      <Badge color={STATUS_COLOR[c.status]} variant="light">
        {t(`status.${c.status}`)}
      </Badge>
      {c.decidedBy && c.decidedAt && (
        <Text size="sm">{t('decidedBy', { login: c.decidedBy.login, time: utcMinute(c.decidedAt) })}</Text>
      )}
      {c.note && <Text size="sm">{t('noteValue', { note: c.note })}</Text>}
      {c.postedEntryId && (
        <Text size="sm">
          {t('postedEntry')} <Code>{c.postedEntryId}</Code>
        </Text>
      )}
    </Stack>
  );
}

export function CorrectionList({
  status,
  label,
  empty,
}: {
  status: CorrectionsStatus | undefined;
  label: string;
  empty: string;
}) {
  const { t } = useTranslation('admin-corrections');
  const list = useCorrections(status);
  const session = useSession();
  const operatorId = session.status === 'authenticated' ? session.user.id : null;
  const withActions = list.items.some((c) => c.status === 'proposed');
  const heading = (column: 'proposed' | 'correction' | 'decision' | 'actions') => t(`column.${column}`);

  return (
    <Stack gap="sm">
      <KeysetListView list={list} empty={empty}>
        {(items) => (
          <ColumnsTable<Correction>
            label={label}
            className={classes.cards}
            rows={items}
            rowKey={(c) => c.id}
            columns={[
              {
                heading: heading('proposed'),
                cell: (c) => (
                  <Stack gap={2} className={consoleList.wrap}>
                    <time dateTime={c.proposedAt}>{utcMinute(c.proposedAt)}</time>
                    <Text size="sm" c={MUTED}>
                      {c.proposedBy.login}
                    </Text>
                  </Stack>
                ),
              },
              {
                heading: heading('correction'),
                cell: (c) => (
                  <Stack gap={2} className={consoleList.wrap}>
                    <Text size="sm" fw={500}>
                      {correctionSummary(c, t)}
                    </Text>
                    <Text size="sm">{t('reasonValue', { reason: c.reason })}</Text>
                  </Stack>
                ),
              },
              { heading: heading('decision'), cell: (c) => <Decision c={c} /> },
              // The actions column shows only while some correction on the page still waits for a decision.
              ...(withActions
                ? [
                    {
                      heading: heading('actions'),
                      cell: (c: Correction) =>
                        c.status === 'proposed' && <CorrectionActions correction={c} operatorId={operatorId} />,
                    },
                  ]
                : []),
            ]}
          />
        )}
      </KeysetListView>
    </Stack>
  );
}
