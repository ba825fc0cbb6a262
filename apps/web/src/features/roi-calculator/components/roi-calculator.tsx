import { NativeSelect, Paper, Text, TextInput, Title } from '@mantine/core';
import type { AnyPool } from '@yc/contract/constants';
import { useId, useMemo, useState } from 'react';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatFiat, formatPercent } from '../../../utils/money.ts';
import { compound, intervalDays } from '../utils/compound.ts';
import { FIAT_PREFIX, formatFiatInput, parseFiatInput } from '../utils/fiat-mask.ts';

export interface PoolApy {
  pool: AnyPool;
  /** Percent as the API gives it: "8.5" is 8.5 %. */
  apy: string;
}

/** 1 to 60 whole months: five years, the longest horizon the calculator offers. */
const MONTHS = Array.from({ length: 60 }, (_, i) => i + 1);
const DEFAULT_AMOUNT = '1000';
const DEFAULT_MONTHS = 12;

/** What an amount grows to in a pool over an interval, compounding once daily (docs/product.md §9). */
export function RoiCalculator({ pools }: { pools: PoolApy[] }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const headingId = useId();
  const [amount, setAmount] = useState(DEFAULT_AMOUNT);
  const [pool, setPool] = useState(pools[0]?.pool);
  const [months, setMonths] = useState(DEFAULT_MONTHS);
  const apy = (pools.find((p) => p.pool === pool) ?? pools[0])?.apy;
  // A trailing separator ("12.") is still being typed: it counts as the whole number.
  const result = useMemo(
    () => (apy === undefined ? undefined : compound(amount.replace(/\.$/, '') || '0', apy, intervalDays(months))),
    [amount, apy, months],
  );

  return (
    <Paper component="section" withBorder p={{ base: 'md', sm: 'lg' }} aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="md">
        {t('roi.title')}
      </Title>
      <div
        style={{
          display: 'grid',
          gap: 'var(--mantine-spacing-sm)',
          // Wide enough for the longest pool option, "Стратегический · 14 %", without cutting it.
          gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
        }}
      >
        <TextInput
          label={t('roi.amount')}
          value={formatFiatInput(amount)}
          placeholder={`${FIAT_PREFIX}0`}
          inputMode="decimal"
          autoComplete="off"
          onChange={(event) => setAmount(parseFiatInput(event.currentTarget.value))}
        />
        <NativeSelect
          label={t('roi.pool')}
          value={pool}
          onChange={(event) => setPool(event.currentTarget.value as AnyPool)}
          data={pools.map((p) => ({
            value: p.pool,
            label: `${t(`pool.${p.pool}`)} · ${formatPercent(p.apy, locale)}`,
          }))}
        />
        <NativeSelect
          label={t('roi.interval')}
          value={String(months)}
          onChange={(event) => setMonths(Number(event.currentTarget.value))}
          data={MONTHS.map((m) => ({ value: String(m), label: t('roi.months', { months: m }) }))}
        />
      </div>
      {result !== undefined && (
        <div aria-live="polite" style={{ marginTop: 'var(--mantine-spacing-md)' }}>
          <Text>{t('roi.result', { interval: months })}</Text>
          <Text size="xl" fw={700} data-testid="roi-result">
            {formatFiat(result, locale)}
          </Text>
        </div>
      )}
      <Text size="sm" c="dimmed" mt="xs">
        {t('roi.note')}
      </Text>
    </Paper>
  );
}
