import { Stack } from '@mantine/core';
import { useTransactions } from '../api/get-transactions.ts';
import { BalanceChart } from './balance-chart.tsx';
import { LoadError } from './load-error.tsx';
import { RecentTransactions } from './recent-transactions.tsx';

const RECENT = { page: 1, pageSize: 5 };

/** The balance over time and the latest movements: the part of the dashboard below the figures. */
export function BalanceActivity() {
  const recent = useTransactions(RECENT);
  return (
    <Stack gap="lg">
      <BalanceChart />
      {recent.isError && (
        <LoadError error={recent.error} onRetry={() => recent.refetch()} retrying={recent.isFetching} />
      )}
      {recent.data && recent.data.items.length > 0 && <RecentTransactions items={recent.data.items} />}
    </Stack>
  );
}
