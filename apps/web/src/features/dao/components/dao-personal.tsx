/** The caller in the DAO: SPOOL held, voting power, share of the supply, DAO rewards and who they are. */
import '@mantine/core/styles/DataList.css';
import { DataList } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FullAddress } from '../../../components/ui/full-address.tsx';
import { QueryCard } from '../../../components/ui/query-card.tsx';
import { SummaryRow } from '../../../components/ui/summary-row.tsx';
import { DATA_LIST_STYLES } from '../../../components/ui/text-styles.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { isoDay } from '../../../utils/date.ts';
import { formatFiat, formatPercent, formatToken } from '../../../utils/money.ts';
import { useDaoPersonal } from '../api/get-dao-personal.ts';
import { useCardMessages } from './use-card-messages.ts';

export function DaoPersonal() {
  const { t } = useTranslation('dao');
  const locale = useLocale();
  const personal = useDaoPersonal();
  return (
    <QueryCard title={t('personal.title')} query={personal} messages={useCardMessages()} testId="dao-personal">
      {(data) => (
        <DataList styles={DATA_LIST_STYLES}>
          <SummaryRow label={t('personal.spoolHeld')}>
            <span data-testid="spool-held">{formatToken(data.spoolHeld, locale, 'SPOOL')}</span>
          </SummaryRow>
          <SummaryRow label={t('personal.votingPower')}>{formatToken(data.votingPower, locale, 'SPOOL')}</SummaryRow>
          <SummaryRow label={t('personal.share')}>
            <span data-testid="supply-share">{formatPercent(data.shareOfSupply, locale)}</span>
          </SummaryRow>
          <SummaryRow label={t('personal.earned')}>{formatFiat(data.rewards.earned, locale, data.fiat)}</SummaryRow>
          <SummaryRow label={t('personal.claimable')}>
            {formatFiat(data.rewards.claimable, locale, data.fiat)}
          </SummaryRow>
          {data.info.name && <SummaryRow label={t('personal.name')}>{data.info.name}</SummaryRow>}
          {data.info.login && <SummaryRow label={t('personal.login')}>{data.info.login}</SummaryRow>}
          <SummaryRow label={t('personal.wallet')}>
            {data.info.wallet ? <FullAddress>{data.info.wallet}</FullAddress> : t('personal.noWallet')}
          </SummaryRow>
          <SummaryRow label={t('personal.since')}>{isoDay(data.info.memberSince)}</SummaryRow>
        </DataList>
      )}
    </QueryCard>
  );
}
