/** The overview's tables: TVL, flows by asset, stale and held prices, hot wallets and background jobs. */
import { Text, Title } from '@mantine/core';
import type { AdminOverview, OverviewHotWallet } from '@yc/contract/admin-overview';
import type { ReactNode } from 'react';
import { ColumnsTable } from '../../../components/ui/columns-table.tsx';
import { MUTED } from '../../../components/ui/text-styles.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatAge } from '../../../utils/age.ts';
import { formatFiat, formatToken } from '../../../utils/money.ts';
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

export function TvlTable({ overview }: { overview: AdminOverview }) {
  const { t } = useTranslation('admin-overview');
  const locale = useLocale();
  return (
    <TableSection id="tvl" title={t('tvl.title')}>
      <ColumnsTable<AdminOverview['tvl'][number]>
        label={t('tvl.title')}
        rows={overview.tvl}
        rowKey={(row) => `${row.pool}:${row.token}`}
        columns={[
          { heading: t('tvl.pool'), cell: (row) => t(`pool.${row.pool}`) },
          { heading: t('tvl.token'), cell: (row) => row.token },
          { heading: t('tvl.amount'), numeric: true, cell: (row) => formatToken(row.amount, locale) },
          {
            heading: t('tvl.usd'),
            numeric: true,
            cell: (row) => (row.usd === null ? t('noPrice') : formatFiat(row.usd, locale)),
          },
        ]}
      />
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
  if (tokens.length === 0) {
    return (
      <TableSection id="flows" title={t('flows.title')}>
        <Text c={MUTED}>{t('flows.none')}</Text>
      </TableSection>
    );
  }
  return (
    <TableSection id="flows" title={t('flows.title')}>
      <ColumnsTable<string>
        label={t('flows.title')}
        rows={tokens}
        rowKey={(symbol) => symbol}
        columns={[
          { heading: t('flows.token'), cell: (symbol) => symbol },
          ...periods.map(([key, flow]) => ({
            heading: t(`flows.${key}`),
            numeric: true,
            cell: (symbol: string) => {
              const a = flow.assets.find((x) => x.token === symbol);
              return a ? t('flows.cell', { amount: formatToken(a.amount, locale, symbol), count: a.count }) : '—';
            },
          })),
        ]}
      />
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
        <ColumnsTable<AdminOverview['stalePrices'][number]>
          label={t('prices.title')}
          rows={overview.stalePrices}
          rowKey={(p) => p.token}
          columns={[
            { heading: t('prices.token'), cell: (p) => p.token },
            {
              heading: t('prices.updated'),
              cell: (p) => (p.updatedAt ? formatAge(p.updatedAt, now, locale) : t('prices.never')),
            },
          ]}
        />
      )}
    </TableSection>
  );
}

/** Aggregator answers beyond the allowed move, waiting for an operator on the prices page; only when there are. */
export function HeldPrices({ overview, now }: { overview: AdminOverview; now: number }) {
  const { t } = useTranslation('admin-overview');
  const locale = useLocale();
  if (overview.heldPrices.length === 0) return null;
  return (
    <TableSection id="held-prices" title={t('held.title')}>
      <ColumnsTable<AdminOverview['heldPrices'][number]>
        label={t('held.title')}
        rows={overview.heldPrices}
        rowKey={(p) => `${p.token}/${p.fiat}`}
        columns={[
          { heading: t('prices.token'), cell: (p) => `${p.token} / ${p.fiat.toUpperCase()}` },
          { heading: t('held.price'), cell: (p) => p.price },
          { heading: t('held.heldPrice'), cell: (p) => p.heldPrice },
          { heading: t('held.since'), cell: (p) => formatAge(p.heldAt, now, locale) },
        ]}
      />
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
  // Wallets with something queued, or not covered, first: those are the ones an operator acts on.
  const rows = [...overview.hotWallets].sort(
    (a, b) => Number(b.covered === false) - Number(a.covered === false) || b.queuedCount - a.queuedCount,
  );
  return (
    <TableSection id="hot-wallets" title={t('wallets.title')}>
      {rows.length === 0 ? (
        <Text c={MUTED}>{t('wallets.none')}</Text>
      ) : (
        <ColumnsTable<OverviewHotWallet>
          label={t('wallets.title')}
          rows={rows}
          rowKey={(w) => `${w.pool}:${w.chainId}:${w.currency}`}
          columns={[
            { heading: t('wallets.pool'), cell: (w) => t(`pool.${w.pool}`) },
            { heading: t('wallets.network'), cell: (w) => w.network },
            {
              heading: t('wallets.balance'),
              numeric: true,
              cell: (w) => (w.balance === null ? t('wallets.unknown') : formatToken(w.balance, locale, w.currency)),
            },
            {
              heading: t('wallets.queued'),
              numeric: true,
              cell: (w) =>
                t('wallets.queuedCell', { amount: formatToken(w.queued, locale, w.currency), count: w.queuedCount }),
            },
            { heading: t('wallets.status'), cell: (w) => <Coverage wallet={w} /> },
          ]}
        />
      )}
    </TableSection>
  );
}

export function JobsTable({ overview, now }: { overview: AdminOverview; now: number }) {
  const { t } = useTranslation('admin-overview');
  const locale = useLocale();
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
      <ColumnsTable<AdminOverview['jobs'][number]>
        label={t('jobs.title')}
        rows={overview.jobs}
        rowKey={(j) => j.name}
        columns={[
          { heading: t('jobs.name'), cell: (j) => j.name },
          { heading: t('jobs.health'), cell: health },
          {
            heading: t('jobs.lastSuccess'),
            cell: (j) => (j.lastSuccessAt ? formatAge(j.lastSuccessAt, now, locale) : '—'),
          },
          {
            heading: t('jobs.lastError'),
            cell: (j) => (
              <Text size="sm" style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
                {j.lastError?.message ?? '—'}
              </Text>
            ),
          },
        ]}
      />
    </TableSection>
  );
}
