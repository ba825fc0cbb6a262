/** The user's daily balance, as the cabinet draws it (the shared LineChart); loaded when its section nears view. */
import { Skeleton } from '@mantine/core';
import { LineChart } from '../../../components/ui/line-chart.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useLocale } from '../../../hooks/use-locale.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatFiat } from '../../../utils/money.ts';
import { useUserBalance } from '../api/get-user-balance.ts';

const CHART_HEIGHT = 200;

export default function UserBalanceChart({ id }: { id: string }) {
  const { t } = useTranslation('admin-users');
  const locale = useLocale();
  const balance = useUserBalance(id);
  if (balance.isPending) return <Skeleton h={CHART_HEIGHT} />;
  if (balance.isError)
    return (
      <LoadError
        title={t('loadFailed')}
        message={messageOf(balance.error, t('loadFailedHint'))}
        retryLabel={t('retry')}
        onRetry={() => void balance.refetch()}
        retrying={balance.isFetching}
      />
    );
  return (
    <LineChart
      points={balance.data.series.map((p) => ({ date: p.date, value: p.balance }))}
      label={t('balance.title')}
      height={CHART_HEIGHT}
      formatValue={(value) => formatFiat(value, locale, balance.data.fiat)}
      emptyText={t('balance.empty')}
    />
  );
}
