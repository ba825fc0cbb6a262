/**
 * The pool's balances: the asset composition with each asset's weight, balance and value. A plain HTML table
 * (Mantine's Table carries ScrollArea and floating-ui, ~20 KB gzip, into this route); on phones each asset is a card.
 */
import { Text } from '@mantine/core';
import type { PoolData } from '@yc/contract/pools';
import { useTranslation } from 'react-i18next';
import { MUTED } from '../../../components/ui/text-styles.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { formatFiat, formatPercent, formatToken } from '../../../utils/money.ts';
import classes from './pool-assets-table.module.css';
import { PoolSection } from './pool-section.tsx';

export function PoolAssetsTable({ data }: { data: PoolData }) {
  const { t } = useTranslation('pools');
  const locale = useLocale();
  return (
    <PoolSection title={t('assets.title')}>
      {data.assets.length === 0 ? (
        <Text c={MUTED}>{t('assets.empty')}</Text>
      ) : (
        <div className={classes.wrap}>
          <table aria-label={t('assets.title')} data-testid="pool-assets" className={classes.table}>
            <thead>
              <tr>
                <th scope="col">{t('assets.token')}</th>
                <th scope="col" className={classes.number}>
                  {t('assets.weight')}
                </th>
                <th scope="col" className={classes.number}>
                  {t('assets.balance')}
                </th>
                <th scope="col" className={classes.number}>
                  {t('assets.value')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.assets.map((asset) => (
                <tr key={asset.token} data-testid={`pool-asset-${asset.token}`}>
                  <th scope="row">{asset.token}</th>
                  <td data-label={t('assets.weight')} className={classes.number}>
                    {formatPercent(asset.weight, locale)}
                  </td>
                  <td data-label={t('assets.balance')} className={classes.number}>
                    {formatToken(asset.balance, locale)}
                  </td>
                  <td data-label={t('assets.value')} className={classes.number}>
                    {formatFiat(asset.value, locale, data.fiat)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </PoolSection>
  );
}
