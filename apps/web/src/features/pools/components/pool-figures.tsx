/** A pool's figures (docs/product.md §3 "Displayed pool fields"), the user's position in it and its contracts. */
import '@mantine/core/styles/DataList.css';
import { Anchor, DataList, Paper, SimpleGrid, Text } from '@mantine/core';
import { STRATEGY_SHARE_TOKEN } from '@yc/contract/constants';
import type { PoolData } from '@yc/contract/pools';
import type { ReactNode } from 'react';
import { FullAddress } from '../../../components/ui/full-address.tsx';
import { SummaryRow } from '../../../components/ui/summary-row.tsx';
import { DATA_LIST_STYLES, MUTED } from '../../../components/ui/text-styles.ts';
import { NO_WRAP, TokenValue } from '../../../components/ui/token-value.tsx';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useNetworkName } from '../../../hooks/use-network-name.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatFiat, formatPercent, formatPrice } from '../../../utils/money.ts';
import { PoolSection } from './pool-section.tsx';

function Figure({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c={MUTED}>
        {label}
      </Text>
      <Text fw={700} fz="lg" data-testid={testId} style={NO_WRAP}>
        {value}
      </Text>
    </Paper>
  );
}

const shareSymbol = (data: PoolData) => (data.name === 'strategy' ? STRATEGY_SHARE_TOKEN : undefined);

export function PoolFigures({ data }: { data: PoolData }) {
  const { t } = useTranslation('pools');
  const locale = useLocale();
  const fiat = (value: string) => formatFiat(value, locale, data.fiat);
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" data-testid="pool-figures">
      <Figure label={t('fields.apy')} value={formatPercent(data.apy, locale)} testId="pool-apy" />
      <Figure label={t('fields.tvl')} value={fiat(data.tvl)} testId="pool-tvl" />
      <Figure label={t('fields.dailyRewards')} value={fiat(data.dailyRewards)} testId="pool-daily-rewards" />
      <Figure label={t('fields.price')} value={formatPrice(data.price, locale, data.fiat)} testId="pool-price" />
      <Figure
        label={t('fields.supply')}
        value={<TokenValue value={data.supply} symbol={shareSymbol(data)} />}
        testId="pool-supply"
      />
      <Figure label={t('fields.depositFee')} value={formatPercent(data.depositFee, locale)} testId="pool-deposit-fee" />
      <Figure
        label={t('fields.withdrawalFee')}
        value={formatPercent(data.withdrawalFee, locale)}
        testId="pool-withdrawal-fee"
      />
    </SimpleGrid>
  );
}

export function PoolPosition({ data }: { data: PoolData }) {
  const { t } = useTranslation('pools');
  const locale = useLocale();
  const fiat = (value: string) => formatFiat(value, locale, data.fiat);
  const { position } = data;
  return (
    <PoolSection title={t('position.title')} testId="pool-position">
      <DataList styles={DATA_LIST_STYLES} labelWidth="10rem">
        <SummaryRow label={t('position.worth')}>
          <span data-testid="position-value" style={NO_WRAP}>
            {fiat(position.value)}
          </span>
        </SummaryRow>
        <SummaryRow label={t('position.shares')}>
          <TokenValue value={position.shares} symbol={shareSymbol(data)} testId="position-shares" />
        </SummaryRow>
        <SummaryRow label={t('position.deposited')}>{fiat(position.deposited)}</SummaryRow>
        <SummaryRow label={t('position.earned')}>{fiat(position.earned)}</SummaryRow>
      </DataList>
    </PoolSection>
  );
}

export function PoolContracts({ data }: { data: PoolData }) {
  const { t } = useTranslation('pools');
  const network = useNetworkName(data.chainId);
  return (
    <PoolSection title={t('contracts.title')} testId="pool-contracts">
      <DataList styles={DATA_LIST_STYLES} orientation="vertical">
        <SummaryRow label={t('fields.network')}>{network}</SummaryRow>
        <SummaryRow label={t('fields.strategyAddress')}>
          <FullAddress testId="pool-strategy-address">{data.strategyAddress}</FullAddress>
        </SummaryRow>
        <SummaryRow label={t('fields.vaultAddress')}>
          <FullAddress testId="pool-vault-address">{data.vaultAddress}</FullAddress>
        </SummaryRow>
        {/* A pool without a token contract of its own (null) leaves the row out rather than show 0x0. */}
        {data.tokenContract && (
          <SummaryRow label={t('fields.tokenContract')}>
            <FullAddress testId="pool-token-contract">{data.tokenContract}</FullAddress>
          </SummaryRow>
        )}
        <SummaryRow label={t('fields.website')}>
          {data.website ? (
            <Anchor href={data.website} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
              {data.website}
            </Anchor>
          ) : (
            t('fields.noWebsite')
          )}
        </SummaryRow>
      </DataList>
    </PoolSection>
  );
}
