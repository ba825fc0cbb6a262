/**
 * The three deposit lists as tables that become cards on phones: claims (status, reason, confirmations), credited
 * transfers (the journal's entries) and unmatched transfers, each unmatched one with its "Assign to a user" action.
 */
import { Badge, Button, Text } from '@mantine/core';
import type { AdminDepositClaim, AdminDepositTransfer, AdminUnmatchedTransfer } from '@yc/contract/admin-deposits';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { consoleList } from '../../../components/ui/console-list.tsx';
import { Cell, ColumnHeading, tableCards } from '../../../components/ui/table-cards.tsx';
import { MUTED } from '../../../components/ui/text-styles.ts';
import { useNetworkName } from '../../../hooks/use-network-name.ts';
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

function Table<C extends string>({
  label,
  columns,
  numeric = [],
  children,
}: {
  label: string;
  columns: readonly C[];
  numeric?: readonly C[];
  children: ReactNode;
}) {
  const { t } = useTranslation('admin-deposits');
  return (
    <div className={tableCards.cardsOnPhones}>
      <table className={tableCards.table} aria-label={label}>
        <thead>
          <tr>
            {columns.map((c) => (
              <ColumnHeading key={c} numeric={numeric.includes(c)}>
                {t(`column.${c}`)}
              </ColumnHeading>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export function ClaimsTable({ items }: { items: AdminDepositClaim[] }) {
  const { t } = useTranslation('admin-deposits');
  const h = (c: string) => t(`column.${c}`);
  return (
    <Table
      label={t('tab.claims')}
      columns={['time', 'user', 'pool', 'transaction', 'status', 'confirmations', 'amount'] as const}
      numeric={['amount'] as const}
    >
      {items.map((c) => (
        <tr key={c.id}>
          <Cell label={h('time')}>
            <time dateTime={c.createdAt}>{utcTime(c.createdAt)}</time>
          </Cell>
          <Cell label={h('user')}>
            <Wrap>{c.email ?? c.userId}</Wrap>
          </Cell>
          <Cell label={h('pool')}>{c.pool}</Cell>
          <Cell label={h('transaction')}>
            <Wrap>
              <TxLink chainId={c.chainId} txHash={c.txHash} />
              <Text size="xs" c={MUTED}>
                <Network chainId={c.chainId} /> · {t(`source.${c.source}`)}
              </Text>
            </Wrap>
          </Cell>
          <Cell label={h('status')}>
            <Wrap>
              <Badge color={STATUS_COLORS[c.status]} variant="light">
                {t(`status.${c.status}`)}
              </Badge>
              {c.reason && <Text size="sm">{c.reason.message}</Text>}
            </Wrap>
          </Cell>
          <Cell label={h('confirmations')}>
            {c.confirmations} / {c.requiredConfirmations}
          </Cell>
          <Cell label={h('amount')} numeric>
            <Wrap>
              {c.amount ?? c.claimedAmount} {c.currency}
              {c.fee !== null && (
                <Text size="xs" c={MUTED}>
                  {t('fee', { fee: c.fee, currency: c.currency })}
                </Text>
              )}
            </Wrap>
          </Cell>
        </tr>
      ))}
    </Table>
  );
}

export function TransfersTable({ items }: { items: AdminDepositTransfer[] }) {
  const { t } = useTranslation('admin-deposits');
  const h = (c: string) => t(`column.${c}`);
  return (
    <Table
      label={t('tab.transfers')}
      columns={['time', 'user', 'pool', 'transaction', 'logIndex', 'amount'] as const}
      numeric={['amount'] as const}
    >
      {items.map((e) => (
        <tr key={e.entryId}>
          <Cell label={h('time')}>
            <time dateTime={e.createdAt}>{utcTime(e.createdAt)}</time>
          </Cell>
          <Cell label={h('user')}>
            <Wrap>{e.email ?? e.userId}</Wrap>
          </Cell>
          <Cell label={h('pool')}>{e.pool}</Cell>
          <Cell label={h('transaction')}>
            <Wrap>
              <TxLink chainId={e.chainId} txHash={e.txHash} />
              <Text size="xs" c={MUTED}>
                <Network chainId={e.chainId} />
              </Text>
            </Wrap>
          </Cell>
          <Cell label={h('logIndex')}>{e.logIndex}</Cell>
          <Cell label={h('amount')} numeric>
            <Wrap>
              {e.amount} {e.currency}
              <Text size="xs" c={MUTED}>
                {t('fee', { fee: e.fee, currency: e.currency })}
              </Text>
            </Wrap>
          </Cell>
        </tr>
      ))}
    </Table>
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
    <Table
      label={t('tab.unmatched')}
      columns={['time', 'transaction', 'from', 'to', 'amount', 'state'] as const}
      numeric={['amount'] as const}
    >
      {items.map((u) => (
        <tr key={u.id}>
          <Cell label={h('time')}>
            <time dateTime={u.seenAt}>{utcTime(u.seenAt)}</time>
          </Cell>
          <Cell label={h('transaction')}>
            <Wrap>
              <TxLink chainId={u.chainId} txHash={u.txHash} />
              <Text size="xs" c={MUTED}>
                <Network chainId={u.chainId} /> · {t('logShort', { index: u.logIndex })}
              </Text>
            </Wrap>
          </Cell>
          <Cell label={h('from')}>
            <Wrap>
              <Text ff="monospace" size="sm">
                {u.from}
              </Text>
            </Wrap>
          </Cell>
          <Cell label={h('to')}>
            <Wrap>
              <Text ff="monospace" size="sm">
                {u.to}
              </Text>
            </Wrap>
          </Cell>
          <Cell label={h('amount')} numeric>
            {u.amount} {u.currency}
          </Cell>
          <Cell label={h('state')}>
            {u.state === 'open' ? (
              <Button size="xs" variant="light" onClick={() => onAssign(u)}>
                {t('assign.fromRow')}
              </Button>
            ) : (
              <Badge color="green" variant="light">
                {t('state.credited')}
              </Badge>
            )}
          </Cell>
        </tr>
      ))}
    </Table>
  );
}
