/** The liquidity pools: TVL, APY, share price and composition of each. */
import '@mantine/core/styles/DataList.css';
import { DataList, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { QueryCard } from '../../../components/ui/query-card.tsx';
import { SummaryRow } from '../../../components/ui/summary-row.tsx';
import { DATA_LIST_STYLES, MUTED } from '../../../components/ui/text-styles.ts';
import { NoWrap, TokenValue } from '../../../components/ui/token-value.tsx';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatFiat, formatPercent, formatPrice } from '../../../utils/money.ts';
import { useDaoPools } from '../api/get-dao-pools.ts';
import { StaleNotice } from './stale-notice.tsx';
import { useCardMessages } from './use-card-messages.ts';

export function DaoPools() {
  const { t } = useTranslation('dao');
  const locale = useLocale();
  const pools = useDaoPools();
  return (
    <QueryCard title={t('pools.title')} query={pools} messages={useCardMessages()} testId="dao-pools">
      {(data) => (
        <Stack gap="sm">
          <StaleNotice stale={data.priceStale} updatedAt={data.pricesUpdatedAt} />
          {data.pools.length === 0 ? (
            <Text size="sm" c={MUTED}>
              {t('pools.empty')}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {data.pools.map((pool) => (
                <Paper key={pool.pool} withBorder p="md" data-testid={`dao-pool-${pool.pool}`}>
                  <Title order={3} size="h5" mb="xs">
                    {t(`pools.names.${pool.pool}`)}
                  </Title>
                  <DataList styles={DATA_LIST_STYLES}>
                    <SummaryRow label={t('pools.tvl')}>
                      <NoWrap>{formatFiat(pool.tvl, locale, data.fiat)}</NoWrap>
                    </SummaryRow>
                    <SummaryRow label={t('pools.apy')}>
                      <NoWrap>{formatPercent(pool.apy, locale)}</NoWrap>
                    </SummaryRow>
                    <SummaryRow label={t('pools.price')}>
                      <NoWrap>{formatPrice(pool.price, locale, data.fiat)}</NoWrap>
                    </SummaryRow>
                    {pool.assets.map((asset) => (
                      <SummaryRow key={asset.token} label={`${asset.token} · ${formatPercent(asset.weight, locale)}`}>
                        <TokenValue value={asset.balance} symbol={asset.token} />{' '}
                        <NoWrap>({formatFiat(asset.value, locale, data.fiat)})</NoWrap>
                      </SummaryRow>
                    ))}
                  </DataList>
                </Paper>
              ))}
            </SimpleGrid>
          )}
        </Stack>
      )}
    </QueryCard>
  );
}
