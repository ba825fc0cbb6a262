/** The four pools with their APY (today's, and a change booked for tomorrow), fees, minimum deposit and state. */
import { Skeleton } from '@mantine/core';
import type { AdminPool } from '@yc/contract/admin-pools';
import { ColumnsTable } from '../../../components/ui/columns-table.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { LocalizedLink } from '../../../components/ui/localized-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatFiat, formatPercent } from '../../../utils/money.ts';
import { usePools } from '../api/get-pools.ts';
import { PoolState } from './pool-state.tsx';

export function PoolsList() {
  const { t } = useTranslation('admin-pools');
  const locale = useLocale();
  const pools = usePools();
  if (pools.isPending) return <Skeleton h={240} />;
  if (pools.isError)
    return (
      <LoadError
        title={t('loadFailed')}
        message={messageOf(pools.error, t('loadFailedHint'))}
        retryLabel={t('retry')}
        onRetry={() => void pools.refetch()}
        retrying={pools.isFetching}
      />
    );
  const percent = (value: string) => formatPercent(value, locale);
  return (
    <ColumnsTable<AdminPool>
      label={t('table')}
      rows={pools.data.items}
      rowKey={(p) => p.pool}
      columns={[
        {
          heading: t('column.pool'),
          cell: (p) => <LocalizedLink to={paths.admin.pool(p.pool)}>{t(`pool.${p.pool}`)}</LocalizedLink>,
        },
        {
          heading: t('column.apy'),
          numeric: true,
          cell: (p) =>
            p.nextApy
              ? t('apyNext', { apy: percent(p.apy), next: percent(p.nextApy.apy), date: p.nextApy.effectiveFrom })
              : percent(p.apy),
        },
        { heading: t('column.depositFee'), numeric: true, cell: (p) => percent(p.depositFee) },
        { heading: t('column.withdrawalFee'), numeric: true, cell: (p) => percent(p.withdrawalFee) },
        {
          heading: t('column.minDeposit'),
          numeric: true,
          cell: (p) => (p.minDepositUsd === '0' ? t('noMinimum') : formatFiat(p.minDepositUsd, locale, 'usd')),
        },
        { heading: t('column.state'), cell: (p) => <PoolState pool={p} /> },
      ]}
    />
  );
}
