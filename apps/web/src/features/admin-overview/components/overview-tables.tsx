/** The overview's tables: TVL, flows by asset, stale prices, hot wallets and background jobs. */
import { Text, Title } from '@mantine/core';
import type { AdminOverview, OverviewHotWallet } from '@yc/contract/admin-overview';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Cell, ColumnHeading, tableCards } from '../../../components/ui/table-cards.tsx';
import { MUTED } from '../../../components/ui/text-styles.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { formatFiat, formatToken } from '../../../utils/money.ts';
import { formatAge } from '../utils/age.ts';
import { StatusBadge } from './status-badge.tsx';

/** A titled section holding one table; `id` is the anchor a warning links to. */
function TableSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`}>
      <Title order={2} size="h4" id={`${id}-title`} mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}

/** A table that becomes cards on phones; `columns` are the headings, in order. */
function CardsTable({
  label,
  columns,
  children,
}: {
  label: string;
  columns: Array<[string, boolean]>;
  children: ReactNode;
}) {
  return (
    <div className={tableCards.cardsOnPhones}>
      <table className={tableCards.table} aria-label={label}>
        <thead>
          <tr>
            {columns.map(([heading, numeric]) => (
              <ColumnHeading key={heading} numeric={numeric}>
                {heading}
              </ColumnHeading>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export function TvlTable({ overview }: { overview: AdminOverview }) {
  const { t } = useTranslation('admin-overview');
  const locale = useLocale();
  const c = { pool: t('tvl.pool'), token: t('tvl.token'), amount: t('tvl.amount'), usd: t('tvl.usd') };
  return (
    <TableSection id="tvl" title={t('tvl.title')}>
      <CardsTable
        label={t('tvl.title')}
        columns={[
          [c.pool, false],
          [c.token, false],
          [c.amount, true],
          [c.usd, true],
        ]}
      >
        {overview.tvl.map((row) => (
          <tr key={`${row.pool}:${row.token}`}>
            <Cell label={c.pool}>{t(`pool.${row.pool}`)}</Cell>
            <Cell label={c.token}>{row.token}</Cell>
            <Cell label={c.amount} numeric>
              {formatToken(row.amount, locale)}
            </Cell>
            <Cell label={c.usd} numeric>
              {row.usd === null ? t('noPrice') : formatFiat(row.usd, locale)}
            </Cell>
          </tr>
        ))}
      </CardsTable>
    </TableSection>
  );
}

export function FlowsTable({ overview: o }: { overview: AdminOverview }) {
  const { t } = useTranslation('admin-overview');
  const locale = useLocale();
  const periods = [
    ['depositsToday', o.today.deposits],
    ['depositsWeek', o.week.deposits],
    ['withdrawalsToday', o.today.withdrawals],
    ['withdrawalsWeek', o.week.withdrawals],
  ] as const;
  const tokens = [...new Set(o.week.deposits.assets.concat(o.week.withdrawals.assets).map((a) => a.token))].sort();
  const token = t('flows.token');
  if (tokens.length === 0) {
    return (
      <TableSection id="flows" title={t('flows.title')}>
        <Text c={MUTED}>{t('flows.none')}</Text>
      </TableSection>
    );
  }
  return (
    <TableSection id="flows" title={t('flows.title')}>
      <CardsTable
        label={t('flows.title')}
        columns={[[token, false], ...periods.map(([key]) => [t(`flows.${key}`), true] as [string, boolean])]}
      >
        {tokens.map((symbol) => (
          <tr key={symbol}>
            <Cell label={token}>{symbol}</Cell>
            {periods.map(([key, flow]) => {
              const a = flow.assets.find((x) => x.token === symbol);
              return (
                <Cell key={key} label={t(`flows.${key}`)} numeric>
                  {a ? t('flows.cell', { amount: formatToken(a.amount, locale, symbol), count: a.count }) : '—'}
                </Cell>
              );
            })}
          </tr>
        ))}
      </CardsTable>
    </TableSection>
  );
}

export function StalePrices({ overview, now }: { overview: AdminOverview; now: number }) {
  const { t } = useTranslation('admin-overview');
  const locale = useLocale();
  return (
    <TableSection id="stale-prices" title={t('prices.title')}>
      {overview.stalePrices.length === 0 ? (
        <Text c={MUTED}>{t('prices.fresh')}</Text>
      ) : (
        <CardsTable
          label={t('prices.title')}
          columns={[
            [t('prices.token'), false],
            [t('prices.updated'), false],
          ]}
        >
          {overview.stalePrices.map((p) => (
            <tr key={p.token}>
              <Cell label={t('prices.token')}>{p.token}</Cell>
              <Cell label={t('prices.updated')}>
                {p.updatedAt ? formatAge(p.updatedAt, now, locale) : t('prices.never')}
              </Cell>
            </tr>
          ))}
        </CardsTable>
      )}
    </TableSection>
  );
}

function Coverage({ wallet }: { wallet: OverviewHotWallet }) {
  const { t } = useTranslation('admin-overview');
  if (wallet.covered === null) return <StatusBadge color="orange">{t('wallets.unknown')}</StatusBadge>;
  return wallet.covered ? (
    <StatusBadge color="teal">{t('wallets.covered')}</StatusBadge>
  ) : (
    <StatusBadge color="red">{t('wallets.short')}</StatusBadge>
  );
}

export function HotWalletsTable({ overview }: { overview: AdminOverview }) {
  const { t } = useTranslation('admin-overview');
  const locale = useLocale();
  const c = {
    pool: t('wallets.pool'),
    network: t('wallets.network'),
    balance: t('wallets.balance'),
    queued: t('wallets.queued'),
    status: t('wallets.status'),
  };
  // Wallets with something queued, or not covered, first: those are the ones an operator acts on.
  const rows = [...overview.hotWallets].sort(
    (a, b) => Number(b.covered === false) - Number(a.covered === false) || b.queuedCount - a.queuedCount,
  );
  return (
    <TableSection id="hot-wallets" title={t('wallets.title')}>
      {rows.length === 0 ? (
        <Text c={MUTED}>{t('wallets.none')}</Text>
      ) : (
        <CardsTable
          label={t('wallets.title')}
          columns={[
            [c.pool, false],
            [c.network, false],
            [c.balance, true],
            [c.queued, true],
            [c.status, false],
          ]}
        >
          {rows.map((w) => (
            <tr key={`${w.pool}:${w.chainId}:${w.currency}`}>
              <Cell label={c.pool}>{t(`pool.${w.pool}`)}</Cell>
              <Cell label={c.network}>{w.network}</Cell>
              <Cell label={c.balance} numeric>
                {w.balance === null ? t('wallets.unknown') : formatToken(w.balance, locale, w.currency)}
              </Cell>
              <Cell label={c.queued} numeric>
                {t('wallets.queuedCell', { amount: formatToken(w.queued, locale, w.currency), count: w.queuedCount })}
              </Cell>
              <Cell label={c.status}>
                <Coverage wallet={w} />
              </Cell>
            </tr>
          ))}
        </CardsTable>
      )}
    </TableSection>
  );
}

export function JobsTable({ overview, now }: { overview: AdminOverview; now: number }) {
  const { t } = useTranslation('admin-overview');
  const locale = useLocale();
  const c = {
    name: t('jobs.name'),
    health: t('jobs.health'),
    success: t('jobs.lastSuccess'),
    error: t('jobs.lastError'),
  };
  const health = (j: AdminOverview['jobs'][number]) =>
    j.failuresInARow > 0 ? (
      <StatusBadge color="red">{t('jobs.failing', { count: j.failuresInARow })}</StatusBadge>
    ) : !j.scheduled ? (
      <StatusBadge color="gray">{t('jobs.notScheduled')}</StatusBadge>
    ) : (
      <StatusBadge color="teal">{t('jobs.healthy')}</StatusBadge>
    );
  return (
    <TableSection id="jobs" title={t('jobs.title')}>
      <CardsTable
        label={t('jobs.title')}
        columns={[
          [c.name, false],
          [c.health, false],
          [c.success, false],
          [c.error, false],
        ]}
      >
        {overview.jobs.map((j) => (
          <tr key={j.name}>
            <Cell label={c.name}>{j.name}</Cell>
            <Cell label={c.health}>{health(j)}</Cell>
            <Cell label={c.success}>{j.lastSuccessAt ? formatAge(j.lastSuccessAt, now, locale) : '—'}</Cell>
            <Cell label={c.error}>
              <Text size="sm" style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
                {j.lastError?.message ?? '—'}
              </Text>
            </Cell>
          </tr>
        ))}
      </CardsTable>
    </TableSection>
  );
}
