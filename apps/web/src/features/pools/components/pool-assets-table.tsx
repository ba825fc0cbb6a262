/**
 * Spec §3's pool balances: the asset composition with each asset's weight, balance and value. A plain HTML table:
 * Mantine's Table carries ScrollArea and floating-ui with it (~20 KB gzip) into this route.
 */
import { Box, Text } from '@mantine/core';
import type { PoolData } from '@yc/contract/pools';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MUTED } from '../../../components/ui/text-styles.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { formatFiat, formatPercent, formatToken } from '../../../utils/money.ts';
import { PoolSection } from './pool-section.tsx';

const cell: CSSProperties = {
  padding: 'var(--mantine-spacing-xs) var(--mantine-spacing-sm)',
  borderBottom: '1px solid var(--mantine-color-default-border)',
  fontSize: 'var(--mantine-font-size-sm)',
};
const left: CSSProperties = { ...cell, textAlign: 'left' };
const right: CSSProperties = { ...cell, textAlign: 'right', fontVariantNumeric: 'tabular-nums' };

const Th = ({ children, end }: { children: ReactNode; end?: boolean }) => (
  <th scope="col" style={end ? right : left}>
    {children}
  </th>
);

export function PoolAssetsTable({ data }: { data: PoolData }) {
  const { t } = useTranslation('pools');
  const locale = useLocale();
  return (
    <PoolSection title={t('assets.title')}>
      {data.assets.length === 0 ? (
        <Text c={MUTED}>{t('assets.empty')}</Text>
      ) : (
        // Focusable, so keyboard users can scroll the table on narrow screens.
        <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('assets.title')}>
          <table
            aria-label={t('assets.title')}
            data-testid="pool-assets"
            style={{ width: '100%', minWidth: 420, borderCollapse: 'collapse' }}
          >
            <thead>
              <tr>
                <Th>{t('assets.token')}</Th>
                <Th end>{t('assets.weight')}</Th>
                <Th end>{t('assets.balance')}</Th>
                <Th end>{t('assets.value')}</Th>
              </tr>
            </thead>
            <tbody>
              {data.assets.map((asset) => (
                <tr key={asset.token} data-testid={`pool-asset-${asset.token}`}>
                  <th scope="row" style={left}>
                    {asset.token}
                  </th>
                  <td style={right}>{formatPercent(asset.weight, locale)}</td>
                  <td style={right}>{formatToken(asset.balance, locale)}</td>
                  <td style={right}>{formatFiat(asset.value, locale, data.fiat)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Box>
      )}
    </PoolSection>
  );
}
