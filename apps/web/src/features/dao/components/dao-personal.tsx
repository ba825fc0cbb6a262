/** The caller in the DAO: SPOOL held, voting power, share of the supply, DAO rewards and who they are. */
import '@mantine/core/styles/DataList.css';
import { DataList } from '@mantine/core';
import { shortenAddress } from '@yc/contract/chain';
import { utcDay } from '@yc/contract/days';
import { CopyValue } from '../../../components/ui/copy-value.tsx';
import { QueryCard } from '../../../components/ui/query-card.tsx';
import { SummaryRow } from '../../../components/ui/summary-row.tsx';
import { DATA_LIST_STYLES } from '../../../components/ui/text-styles.ts';
import { NoWrap, TokenValue } from '../../../components/ui/token-value.tsx';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatFiat, formatPercent } from '../../../utils/money.ts';
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
            <TokenValue value={data.spoolHeld} symbol="SPOOL" testId="spool-held" />
          </SummaryRow>
          <SummaryRow label={t('personal.votingPower')}>
            <TokenValue value={data.votingPower} symbol="SPOOL" />
          </SummaryRow>
          <SummaryRow label={t('personal.share')}>
            <NoWrap testId="supply-share">{formatPercent(data.shareOfSupply, locale)}</NoWrap>
          </SummaryRow>
          <SummaryRow label={t('personal.earned')}>
            <NoWrap>{formatFiat(data.rewards.earned, locale, data.fiat)}</NoWrap>
          </SummaryRow>
          <SummaryRow label={t('personal.claimable')}>
            <NoWrap>{formatFiat(data.rewards.claimable, locale, data.fiat)}</NoWrap>
          </SummaryRow>
          {data.info.name && <SummaryRow label={t('personal.name')}>{data.info.name}</SummaryRow>}
          {data.info.login && <SummaryRow label={t('personal.login')}>{data.info.login}</SummaryRow>}
          <SummaryRow label={t('personal.wallet')}>
            {data.info.wallet ? (
              <CopyValue
                value={data.info.wallet}
                shown={shortenAddress(data.info.wallet)}
                copyLabel={t('personal.copyWallet')}
                copiedLabel={t('personal.walletCopied')}
                testId="dao-wallet"
              />
            ) : (
              t('personal.noWallet')
            )}
          </SummaryRow>
          <SummaryRow label={t('personal.since')}>{utcDay(data.info.memberSince)}</SummaryRow>
        </DataList>
      )}
    </QueryCard>
  );
}
