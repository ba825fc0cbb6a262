/** The deposit lists' filters: user (id or e-mail), pool, currency, network, transaction, days, and for claims the status. */
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { ALL_POOLS, DEPOSIT_CURRENCIES } from '@yc/contract/constants';
import { DEPOSIT_STATUSES } from '@yc/contract/ledger';
import { useTranslation } from 'react-i18next';
import type { DepositFilters as Filters } from '../api/get-deposit-lists.ts';
import classes from './deposits.module.css';

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
    <div className={classes.filters}>
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
      <TextInput
        type="date"
        label={t('filter.from')}
        value={value.from ?? ''}
        max={value.to}
        onChange={(e) => set('from', e.currentTarget.value)}
      />
      <TextInput
        type="date"
        label={t('filter.to')}
        value={value.to ?? ''}
        min={value.from}
        error={rangeInvalid ? t('filter.rangeInvalid') : undefined}
        onChange={(e) => set('to', e.currentTarget.value)}
      />
      <Button variant="default" disabled={!Object.values(value).some(Boolean)} onClick={() => onChange({})}>
        {t('filter.clear')}
      </Button>
    </div>
  );
}
