/** The deposit lists' filters: user (id or e-mail), pool, currency, network, transaction, days, and for claims the status. */
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { ALL_POOLS, DEPOSIT_CURRENCIES } from '@yc/contract/constants';
import { DEPOSIT_STATUSES } from '@yc/contract/ledger';
import { DayRangeInputs, FilterGrid } from '../../../components/ui/console-list.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import type { DepositFilters as Filters } from '../api/get-deposit-lists.ts';

export interface DepositFiltersProps {
  value: Filters;
  onChange: (next: Filters) => void;
  /** The claims list filters by status too. */
  withStatus: boolean;
  rangeInvalid: boolean;
}

export function DepositFilters({ value, onChange, withStatus, rangeInvalid }: DepositFiltersProps) {
  const { t } = useTranslation('admin-deposits');
  const set = (name: keyof Filters, text: string) => onChange({ ...value, [name]: text || undefined });
  const any = { value: '', label: t('filter.any') };
  const text = (name: 'user' | 'txHash' | 'chainId', label: string) => (
    <TextInput
      label={label}
      value={String(value[name] ?? '')}
      onChange={(e) => set(name, e.currentTarget.value)}
      spellCheck={false}
      autoCapitalize="none"
    />
  );
  return (
    <FilterGrid>
      {text('user', t('filter.user'))}
      {withStatus && (
        <NativeSelect
          label={t('filter.status')}
          value={value.status ?? ''}
          onChange={(e) => set('status', e.currentTarget.value)}
          data={[any, ...DEPOSIT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))]}
        />
      )}
      <NativeSelect
        label={t('filter.pool')}
        value={value.pool ?? ''}
        onChange={(e) => set('pool', e.currentTarget.value)}
        data={[any, ...ALL_POOLS.map((p) => ({ value: p, label: p }))]}
      />
      <NativeSelect
        label={t('filter.currency')}
        value={value.currency ?? ''}
        onChange={(e) => set('currency', e.currentTarget.value)}
        data={[any, ...DEPOSIT_CURRENCIES.map((c) => ({ value: c, label: c }))]}
      />
      {text('chainId', t('filter.chainId'))}
      {text('txHash', t('filter.txHash'))}
      <DayRangeInputs from={value.from} to={value.to} invalid={rangeInvalid} onChange={set} />
      <Button variant="default" disabled={!Object.values(value).some(Boolean)} onClick={() => onChange({})}>
        {t('filter.clear')}
      </Button>
    </FilterGrid>
  );
}
