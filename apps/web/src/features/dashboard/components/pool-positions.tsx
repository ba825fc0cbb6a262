import { Paper, Text, Title } from '@mantine/core';
import type { PoolData, YieldResponse } from '@yc/contract/pools';
import { NO_WRAP } from '../../../components/ui/token-value.tsx';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatFiat, formatPercent } from '../../../utils/money.ts';
import classes from './dashboard.module.css';
import { Section } from './section.tsx';

/** Each pool: the user's balance in it, earned, daily rewards, APY and the pool's TVL; a `newcomer` sees the last two. */
export function PoolPositions({
  pools,
  figures,
  newcomer = false,
}: {
  pools: PoolData[];
  figures: YieldResponse;
  newcomer?: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  return (
    <Section title={t(newcomer ? 'pools.open' : 'pools.title')}>
      <div className={`${classes.grid} ${classes.wide}`}>
        {pools.map((pool) => {
          const fiat = (value: string) => formatFiat(value, locale, pool.fiat);
          const daily = figures.pools.find((p) => p.pool === pool.name)?.dailyRewards ?? '0';
          const market: Array<[string, string]> = [
            [t('summary.apy'), formatPercent(pool.apy, locale)],
            [t('pools.tvl'), fiat(pool.tvl)],
          ];
          const rows: Array<[string, string]> = newcomer
            ? market
            : [
                [t('pools.balance'), fiat(pool.position.value)],
                [t('summary.earned'), fiat(pool.position.earned)],
                [t('summary.dailyRewards'), fiat(daily)],
                ...market,
              ];
          return (
            <Paper key={pool.name} withBorder p="md">
              <Title order={3} size="h5" mb="xs">
                {t(`pool.${pool.name}`)}
              </Title>
              <dl style={{ margin: 0 }}>
                {rows.map(([label, value]) => (
                  <div key={label} style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                    <Text component="dt" size="sm" c="dimmed">
                      {label}
                    </Text>
                    <Text component="dd" size="sm" fw={600} m={0} style={NO_WRAP}>
                      {value}
                    </Text>
                  </div>
                ))}
              </dl>
            </Paper>
          );
        })}
      </div>
    </Section>
  );
}
