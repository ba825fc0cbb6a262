/** Token and protocol values: the cape token, TVL, the SPOOL price and the treasury. */
import '@mantine/core/styles/DataList.css';
import { DataList, Stack } from '@mantine/core';
import { QueryCard } from '../../../components/ui/query-card.tsx';
import { SummaryRow } from '../../../components/ui/summary-row.tsx';
import { DATA_LIST_STYLES } from '../../../components/ui/text-styles.ts';
import { NoWrap, TokenValue } from '../../../components/ui/token-value.tsx';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatFiat, formatPrice } from '../../../utils/money.ts';
import { useDaoValues } from '../api/get-dao-values.ts';
import { StaleNotice } from './stale-notice.tsx';
import { useCardMessages } from './use-card-messages.ts';

export function DaoValues() {
  const { t } = useTranslation('dao');
  const locale = useLocale();
  const values = useDaoValues();
  return (
    <QueryCard title={t('values.title')} query={values} messages={useCardMessages()} testId="dao-values">
      {(data) => (
        <Stack gap="sm">
          <StaleNotice stale={data.priceStale} updatedAt={data.pricesUpdatedAt} />
          <DataList styles={DATA_LIST_STYLES}>
            <SummaryRow label={t('values.capePrice')}>
              <NoWrap testId="cape-price">{formatPrice(data.capeToken.price, locale, data.fiat)}</NoWrap>
            </SummaryRow>
            <SummaryRow label={t('values.marketCap')}>
              <NoWrap>{formatFiat(data.capeToken.marketCap, locale, data.fiat)}</NoWrap>
            </SummaryRow>
            <SummaryRow label={t('values.circulating')}>
              <TokenValue value={data.capeToken.circulatingSupply} testId="cape-supply" />
            </SummaryRow>
            <SummaryRow label={t('values.tvl')}>
              <NoWrap>{formatFiat(data.tvl, locale, data.fiat)}</NoWrap>
            </SummaryRow>
            <SummaryRow label={t('values.spoolPrice')}>
              <NoWrap>{formatPrice(data.spoolPrice, locale, data.fiat)}</NoWrap>
            </SummaryRow>
            <SummaryRow label={t('values.treasury')}>
              <NoWrap testId="treasury">{formatFiat(data.treasury, locale, data.fiat)}</NoWrap>
            </SummaryRow>
          </DataList>
        </Stack>
      )}
    </QueryCard>
  );
}
