import { Stack } from '@mantine/core';
import type { AnyPool } from '@yc/contract/constants';
import type { PoolData } from '@yc/contract/pools';
import { lazy, type ReactNode } from 'react';
import { WhenVisible } from '../../../components/ui/when-visible.tsx';
import { addDecimals, compareDecimal } from '../../../utils/decimal.ts';
import { useYield } from '../api/get-yield.ts';
import { useAllPoolData } from '../hooks/use-all-pool-data.ts';
import { DashboardSkeleton, SectionSkeleton } from './dashboard-skeleton.tsx';
import { HISTORY_ANCHOR } from './history-anchor.ts';
import { LoadError } from './load-error.tsx';
import { NoDeposits } from './no-deposits.tsx';
import { PoolPositions } from './pool-positions.tsx';
import { StalePrices } from './stale-prices.tsx';
import { YieldSummary } from './yield-summary.tsx';

export interface PoolApy {
  pool: AnyPool;
  /** Percent as the API gives it: "8.5" is 8.5 %. */
  apy: string;
}

// Below the figures on every screen: the chart, the latest movements and the history (with the ledger's
// schemas) load as the reader scrolls near them, which keeps the route's first load within its JS budget.
const BalanceActivity = lazy(() =>
  import('./balance-activity.tsx').then((module) => ({ default: module.BalanceActivity })),
);
const TransactionHistory = lazy(() =>
  import('./transaction-history.tsx').then((module) => ({ default: module.TransactionHistory })),
);

/** Never deposited and nothing to claim: no shares, nothing deposited, no referral rewards waiting. */
const isNewInvestor = (pools: PoolData[], claimable: string) =>
  compareDecimal(claimable, '0') === 0 &&
  pools.every((p) => compareDecimal(p.position.shares, '0') === 0 && compareDecimal(p.position.deposited, '0') === 0);

/**
 * The investor's dashboard. `calculator` renders the ROI calculator with the pools' APYs: it is another
 * feature, so the route passes it in rather than this feature importing it.
 */
export function Dashboard({ calculator }: { calculator: (pools: PoolApy[]) => ReactNode }) {
  const figures = useYield();
  const pools = useAllPoolData();
  const queries = [figures, ...pools];

  if (queries.some((q) => q.isPending)) return <DashboardSkeleton />;
  const failed = queries.filter((q) => q.isError);
  const poolData = pools.flatMap((q) => (q.data ? [q.data] : []));
  if (failed.length > 0 || !figures.data || poolData.length < pools.length) {
    return (
      <LoadError
        error={failed[0]?.error}
        retrying={queries.some((q) => q.isFetching)}
        onRetry={() => {
          for (const q of failed) void q.refetch();
        }}
      />
    );
  }

  const apys = figures.data.pools.map(({ pool, apy }) => ({ pool, apy }));
  const stale = figures.data.priceStale && <StalePrices updatedAt={figures.data.pricesUpdatedAt} />;
  if (isNewInvestor(poolData, figures.data.total.claimable)) {
    return (
      <Stack gap="lg">
        {stale}
        <NoDeposits />
        <YieldSummary figures={figures.data} balance="0" newcomer />
        <PoolPositions pools={poolData} figures={figures.data} newcomer />
        {calculator(apys)}
      </Stack>
    );
  }

  const balance = poolData.reduce((sum, p) => addDecimals(sum, p.position.value), '0');
  return (
    <Stack gap="lg">
      {stale}
      <YieldSummary figures={figures.data} balance={balance} />
      <PoolPositions pools={poolData} figures={figures.data} />
      <WhenVisible placeholder={<SectionSkeleton />}>
        <BalanceActivity />
      </WhenVisible>
      {calculator(apys)}
      <WhenVisible id={HISTORY_ANCHOR} placeholder={<SectionSkeleton />}>
        <TransactionHistory />
      </WhenVisible>
    </Stack>
  );
}
