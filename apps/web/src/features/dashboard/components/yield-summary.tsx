import type { YieldResponse } from '@yc/contract/pools';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../hooks/use-locale.ts';
import { formatFiat, formatPercent } from '../../../utils/money.ts';
import classes from './dashboard.module.css';
import { Section } from './section.tsx';
import { Stat } from './stat.tsx';

/** Totals over every pool, the claimable rewards and the platform token prices. */
export function YieldSummary({ figures, balance }: { figures: YieldResponse; balance: string }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const fiat = (value: string) => formatFiat(value, locale, figures.fiat);
  const stats: Array<[string, string]> = [
    [t('summary.balance'), fiat(balance)],
    [t('summary.earned'), fiat(figures.total.earned)],
    [t('summary.dailyRewards'), fiat(figures.total.dailyRewards)],
    [t('summary.apy'), formatPercent(figures.total.apy, locale)],
    [t('summary.claimable'), fiat(figures.total.claimable)],
    [t('summary.capePrice'), fiat(figures.capeToken.price)],
    [t('summary.capeMarketCap'), fiat(figures.capeToken.marketCap)],
    [t('summary.spoolPrice'), fiat(figures.spoolPrice)],
  ];
  return (
    <Section title={t('summary.title')}>
      <div className={classes.grid}>
        {stats.map(([label, value]) => (
          <Stat key={label} label={label} value={value} />
        ))}
      </div>
    </Section>
  );
}
