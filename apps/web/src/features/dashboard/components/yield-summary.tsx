import type { YieldResponse } from '@yc/contract/pools';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatFiat, formatPercent, formatPrice } from '../../../utils/money.ts';
import classes from './dashboard.module.css';
import { Section } from './section.tsx';
import { Stat } from './stat.tsx';

/**
 * Totals over every pool, the claimable rewards and the platform token prices; a `newcomer` (nothing deposited,
 * nothing to claim) sees the market figures alone.
 */
export function YieldSummary({
  figures,
  balance,
  newcomer = false,
}: {
  figures: YieldResponse;
  balance: string;
  newcomer?: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const fiat = (value: string) => formatFiat(value, locale, figures.fiat);
  const market: Array<[string, string]> = [
    [t('summary.capePrice'), formatPrice(figures.capeToken.price, locale, figures.fiat)],
    [t('summary.capeMarketCap'), fiat(figures.capeToken.marketCap)],
    [t('summary.spoolPrice'), formatPrice(figures.spoolPrice, locale, figures.fiat)],
  ];
  const stats: Array<[string, string]> = newcomer
    ? market
    : [
        [t('summary.balance'), fiat(balance)],
        [t('summary.earned'), fiat(figures.total.earned)],
        [t('summary.dailyRewards'), fiat(figures.total.dailyRewards)],
        [t('summary.apy'), formatPercent(figures.total.apy, locale)],
        [t('summary.claimable'), fiat(figures.total.claimable)],
        ...market,
      ];
  return (
    <Section title={t(newcomer ? 'summary.market' : 'summary.title')}>
      <div className={classes.grid}>
        {stats.map(([label, value]) => (
          <Stat key={label} label={label} value={value} />
        ))}
      </div>
    </Section>
  );
}
