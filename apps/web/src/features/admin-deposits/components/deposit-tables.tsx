/**
 * The three deposit lists as tables that become cards on phones: claims (status, reason, confirmations), credited
 * transfers (the journal's entries) and unmatched transfers, each unmatched one with its "Assign to a user" action.
 */
import { Badge, Button, Text } from '@mantine/core';
import type { AdminDepositClaim, AdminDepositTransfer, AdminUnmatchedTransfer } from '@yc/contract/admin-deposits';
import type { ReactNode } from 'react';
import { ColumnsTable } from '../../../components/ui/columns-table.tsx';
import { consoleList } from '../../../components/ui/console-list.tsx';
import { MUTED } from '../../../components/ui/text-styles.ts';
import { useNetworkName } from '../../../hooks/use-network-name.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { TxLink } from './tx-link.tsx';

/** The UTC time to the second, as the CSV and the server's logs give it. */
const utcTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
const STATUS_COLORS = { pending: 'gray', confirming: 'blue', credited: 'green', rejected: 'red' } as const;

function Network({ chainId }: { chainId: number }) {
  return <>{useNetworkName(chainId)}</>;
}

function Wrap({ children }: { children: ReactNode }) {
  return <span className={consoleList.wrap}>{children}</span>;
}

export function ClaimsTable({ items }: { items: AdminDepositClaim[] }) {
  const { t } = useTranslation('admin-deposits');
  const h = (c: string) => t(`column.${c}`);
  return (
    <ColumnsTable<AdminDepositClaim>
      label={t('tab.claims')}
      rows={items}
      rowKey={(c) => c.id}
      columns={[
        { heading: h('time'), cell: (c) => <time dateTime={c.createdAt}>{utcTime(c.createdAt)}</time> },
        { heading: h('user'), cell: (c) => <Wrap>{c.email ?? c.userId}</Wrap> },
        { heading: h('pool'), cell: (c) => c.pool },
        {
          heading: h('transaction'),
          cell: (c) => (
            <Wrap>
              <TxLink chainId={c.chainId} txHash={c.txHash} />
              <Text size="xs" c={MUTED}>
                <Network chainId={c.chainId} /> · {t(`source.${c.source}`)}
              </Text>
            </Wrap>
          ),
        },
        {
          heading: h('status'),
          cell: (c) => (
            <Wrap>
              <Badge color={STATUS_COLORS[c.status]} variant="light">
                {t(`status.${c.status}`)}
              </Badge>
              {c.reason && <Text size="sm">{c.reason.message}</Text>}
            </Wrap>
          ),
        },
        {
          heading: h('confirmations'),
          cell: (c) => (
            <>
              {c.confirmations} / {c.requiredConfirmations}
            </>
          ),
        },
        {
          heading: h('amount'),
          numeric: true,
          cell: (c) => (
            <Wrap>
              {c.amount ?? c.claimedAmount} {c.currency}
              {c.fee !== null && (
                <Text size="xs" c={MUTED}>
                  {t('fee', { fee: c.fee, currency: c.currency })}
                </Text>
              )}
            </Wrap>
          ),
        },
      ]}
    />
  );
}

export function TransfersTable({ items }: { items: AdminDepositTransfer[] }) {
  const { t } = useTranslation('admin-deposits');
  const h = (c: string) => t(`column.${c}`);
  return (
    <ColumnsTable<AdminDepositTransfer>
      label={t('tab.transfers')}
      rows={items}
      rowKey={(e) => e.entryId}
      columns={[
        { heading: h('time'), cell: (e) => <time dateTime={e.createdAt}>{utcTime(e.createdAt)}</time> },
        { heading: h('user'), cell: (e) => <Wrap>{e.email ?? e.userId}</Wrap> },
        { heading: h('pool'), cell: (e) => e.pool },
        {
          heading: h('transaction'),
          cell: (e) => (
            <Wrap>
              <TxLink chainId={e.chainId} txHash={e.txHash} />
              <Text size="xs" c={MUTED}>
                <Network chainId={e.chainId} />
              </Text>
            </Wrap>
          ),
        },
        { heading: h('logIndex'), cell: (e) => e.logIndex },
        {
          heading: h('amount'),
          numeric: true,
          cell: (e) => (
            <Wrap>
              {e.amount} {e.currency}
              <Text size="xs" c={MUTED}>
                {t('fee', { fee: e.fee, currency: e.currency })}
              </Text>
            </Wrap>
          ),
        },
      ]}
    />
  );
}

export function UnmatchedTable({
  items,
  onAssign,
}: {
  items: AdminUnmatchedTransfer[];
  onAssign: (transfer: AdminUnmatchedTransfer) => void;
}) {
  const { t } = useTranslation('admin-deposits');
  const h = (c: string) => t(`column.${c}`);
  return (
    <ColumnsTable<AdminUnmatchedTransfer>
      label={t('tab.unmatched')}
      rows={items}
      rowKey={(u) => u.id}
      columns={[
        { heading: h('time'), cell: (u) => <time dateTime={u.seenAt}>{utcTime(u.seenAt)}</time> },
        {
          heading: h('transaction'),
          cell: (u) => (
            <Wrap>
              <TxLink chainId={u.chainId} txHash={u.txHash} />
              <Text size="xs" c={MUTED}>
                <Network chainId={u.chainId} /> · {t('logShort', { index: u.logIndex })}
              </Text>
            </Wrap>
          ),
        },
        {
          heading: h('from'),
          cell: (u) => (
            <Wrap>
              <Text ff="monospace" size="sm">
                {u.from}
              </Text>
            </Wrap>
          ),
        },
        {
          heading: h('to'),
          cell: (u) => (
            <Wrap>
              <Text ff="monospace" size="sm">
                {u.to}
              </Text>
            </Wrap>
          ),
        },
        {
          heading: h('amount'),
          numeric: true,
          cell: (u) => (
            <>
              {u.amount} {u.currency}
            </>
          ),
        },
        {
          heading: h('state'),
          cell: (u) =>
            u.state === 'open' ? (
              <Button size="xs" variant="light" onClick={() => onAssign(u)}>
                {t('assign.fromRow')}
              </Button>
            ) : (
              <Badge color="green" variant="light">
                {t('state.credited')}
              </Badge>
            ),
        },
      ]}
    />
  );
}
