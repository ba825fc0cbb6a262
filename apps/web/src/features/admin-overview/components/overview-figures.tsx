/** The overview's headline figures, one card each. */
import { Anchor, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AdminOverview, OverviewPeriod } from '@yc/contract/admin-overview';
import type { ReactNode } from 'react';
import { LocalizedLink } from '../../../components/ui/localized-link.tsx';
import { MUTED } from '../../../components/ui/text-styles.ts';
import { paths } from '../../../config/paths.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatAge } from '../../../utils/age.ts';
import { formatFiat } from '../../../utils/money.ts';
import { StatusBadge } from './status-badge.tsx';

function Figure({ label, value, children }: { label: string; value: ReactNode; children?: ReactNode }) {
  return (
    <Paper component="section" withBorder p="md" aria-label={label}>
      <Stack gap={4}>
        <Text size="sm" c={MUTED}>
          {label}
        </Text>
        <Text fz="xl" fw={700} style={{ overflowWrap: 'anywhere' }}>
          {value}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

export function OverviewFigures({ overview: o, now }: { overview: AdminOverview; now: number }) {
  const { t } = useTranslation('admin-overview');
  const locale = useLocale();
  const usd = (value: string) => formatFiat(value, locale);
  const flow = (p: OverviewPeriod['deposits']) => t('figure.flow', { count: p.count, value: usd(p.usd) });
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
      <Figure label={t('figure.tvl')} value={usd(o.tvlUsd)} />
      <Figure label={t('figure.users')} value={o.users.total.toLocaleString(locale)}>
        <Text size="sm">{t('figure.confirmed', { count: o.users.confirmed })}</Text>
        <Text size="sm">{t('figure.active', { count: o.users.active7d })}</Text>
      </Figure>
      <Figure label={t('figure.depositsToday')} value={flow(o.today.deposits)}>
        <Text size="sm">{t('figure.week', { value: flow(o.week.deposits) })}</Text>
      </Figure>
      <Figure label={t('figure.withdrawalsToday')} value={flow(o.today.withdrawals)}>
        <Text size="sm">{t('figure.week', { value: flow(o.week.withdrawals) })}</Text>
      </Figure>
      <Figure label={t('figure.waiting')} value={o.approvals.waiting.toLocaleString(locale)}>
        {o.approvals.oldestAt && (
          <Text size="sm">{t('figure.oldest', { age: formatAge(o.approvals.oldestAt, now, locale) })}</Text>
        )}
        <Anchor component={LocalizedLink} to={paths.admin.withdrawals} size="sm">
          {t('figure.openWithdrawals')}
        </Anchor>
      </Figure>
      <Figure label={t('figure.failed')} value={o.failedPayouts.count.toLocaleString(locale)}>
        {o.failedPayouts.lastAt && (
          <Text size="sm">{t('figure.lastFailed', { age: formatAge(o.failedPayouts.lastAt, now, locale) })}</Text>
        )}
      </Figure>
      <Figure label={t('figure.accrual')} value={o.accruedThrough ?? t('figure.never')} />
      <Figure
        label={t('figure.reconciliation')}
        value={
          o.reconciliation ? (
            <StatusBadge color={o.reconciliation.ok ? 'teal' : 'red'} size="lg">
              {o.reconciliation.ok
                ? t('reconciliation.ok')
                : t('reconciliation.mismatch', { count: o.reconciliation.problems })}
            </StatusBadge>
          ) : (
            t('figure.never')
          )
        }
      >
        {o.reconciliation && <Text size="sm">{formatAge(o.reconciliation.startedAt, now, locale)}</Text>}
        <Anchor component={LocalizedLink} to={paths.admin.reconciliation} size="sm">
          {t('figure.openReconciliation')}
        </Anchor>
      </Figure>
    </SimpleGrid>
  );
}
