/**
 * The pool's balances: the asset composition with each asset's weight, balance and value; where the card is narrow
 * (a phone, or beside the open sidebar) each asset is a card.
 */
import { Text } from '@mantine/core';
import type { PoolData } from '@yc/contract/pools';
import { Cell, ColumnHeading, tableCards } from '../../../components/ui/table-cards.tsx';
import { MUTED } from '../../../components/ui/text-styles.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatFiat, formatPercent, formatToken } from '../../../utils/money.ts';
import { PoolSection } from './pool-section.tsx';

export function PoolAssetsTable({ data }: { data: PoolData }) {
  const { t } = useTranslation('pools');
  const locale = useLocale();
  return (
    <PoolSection title={t('assets.title')}>
      {data.assets.length === 0 ? (
        <Text c={MUTED}>{t('assets.empty')}</Text>
      ) : (
        <div className={tableCards.narrowable}>
          <div className={tableCards.cardsWhenNarrow}>
            <table aria-label={t('assets.title')} data-testid="pool-assets" className={tableCards.table}>
              <thead>
                <tr>
                  <th scope="col">{t('assets.token')}</th>
                  <ColumnHeading numeric>{t('assets.weight')}</ColumnHeading>
                  <ColumnHeading numeric>{t('assets.balance')}</ColumnHeading>
                  <ColumnHeading numeric>{t('assets.value')}</ColumnHeading>
                </tr>
              </thead>
              <tbody>
                {data.assets.map((asset) => (
                  <tr key={asset.token} data-testid={`pool-asset-${asset.token}`}>
                    <th scope="row">{asset.token}</th>
                    <Cell label={t('assets.weight')} numeric>
                      {formatPercent(asset.weight, locale)}
                    </Cell>
                    <Cell label={t('assets.balance')} numeric>
                      {formatToken(asset.balance, locale)}
                    </Cell>
                    <Cell label={t('assets.value')} numeric>
                      {formatFiat(asset.value, locale, data.fiat)}
                    </Cell>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </PoolSection>
  );
}
