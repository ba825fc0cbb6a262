/** The list's filters: status, pool, currency, user (id or e-mail), amount range in the currency, and days. */
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { ALL_POOLS, DEPOSIT_CURRENCIES } from '@yc/contract/constants';
import { WITHDRAWAL_STATUSES } from '@yc/contract/ledger';
import { DayRangeInputs, FilterGrid } from '../../../components/ui/console-list.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import type { WithdrawalFilters as Filters } from '../api/get-withdrawals.ts';

export interface WithdrawalFiltersProps {
  /** What the fields show, as typed. */
  value: Filters;
  onChange: (next: Filters) => void;
  /** The range ends before it starts. */
  rangeInvalid: boolean;
}

export function WithdrawalFilters({ value, onChange, rangeInvalid }: WithdrawalFiltersProps) {
  const { t } = useTranslation('admin-withdrawals');
  const set = (name: keyof Filters, text: string) => onChange({ ...value, [name]: text || undefined });
  const anySet = Object.values(value).some(Boolean);
  const any = { value: '', label: t('filter.any') };
  // An amount is counted in a currency's decimals: the range waits for the currency.
  const noCurrency = !value.currency;

  return (
    <FilterGrid>
      <NativeSelect
        label={t('filter.status')}
        value={value.status ?? ''}
        onChange={(e) => set('status', e.currentTarget.value)}
        data={[any, ...WITHDRAWAL_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))]}
      />
      <NativeSelect
        label={t('filter.pool')}
        value={value.pool ?? ''}
        onChange={(e) => set('pool', e.currentTarget.value)}
        data={[any, ...ALL_POOLS]}
      />
      <NativeSelect
        label={t('filter.currency')}
        value={value.currency ?? ''}
        onChange={(e) => {
          const currency = e.currentTarget.value;
          onChange(
            currency
              ? { ...value, currency: currency as Filters['currency'] }
              : { ...value, currency: undefined, minAmount: undefined, maxAmount: undefined },
          );
        }}
        data={[any, ...DEPOSIT_CURRENCIES]}
      />
      <TextInput
        label={t('filter.user')}
        description={t('filter.userHint')}
        value={value.user ?? ''}
        onChange={(e) => set('user', e.currentTarget.value)}
        spellCheck={false}
        autoCapitalize="none"
      />
      <TextInput
        label={t('filter.minAmount')}
        description={noCurrency ? t('filter.amountHint') : undefined}
        inputMode="decimal"
        disabled={noCurrency}
        value={value.minAmount ?? ''}
        onChange={(e) => set('minAmount', e.currentTarget.value)}
      />
      <TextInput
        label={t('filter.maxAmount')}
        description={noCurrency ? t('filter.amountHint') : undefined}
        inputMode="decimal"
        disabled={noCurrency}
        value={value.maxAmount ?? ''}
        onChange={(e) => set('maxAmount', e.currentTarget.value)}
      />
      <DayRangeInputs from={value.from} to={value.to} invalid={rangeInvalid} onChange={set} />
      <Button variant="default" disabled={!anySet} onClick={() => onChange({})}>
        {t('filter.clear')}
      </Button>
    </FilterGrid>
  );
}
