/** The log's filters: operator, action (or a family ending in a dot), object and days. */
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditFilters as Filters } from '../api/get-audit.ts';
import { useOperators } from '../api/get-operators.ts';
import classes from './audit-log.module.css';

export interface AuditFiltersProps {
  /** What the fields show, as typed. */
  value: Filters;
  onChange: (next: Filters) => void;
  /** The range ends before it starts. */
  rangeInvalid: boolean;
}

export function AuditFilters({ value, onChange, rangeInvalid }: AuditFiltersProps) {
  const { t } = useTranslation('admin-audit');
  const operators = useOperators();
  const set = (name: keyof Filters, text: string) => onChange({ ...value, [name]: text || undefined });
  const anySet = Object.values(value).some(Boolean);

  return (
    <div className={classes.filters}>
      <NativeSelect
        label={t('filter.operator')}
        value={value.actorId ?? ''}
        onChange={(e) => set('actorId', e.currentTarget.value)}
        data={[
          { value: '', label: t('filter.anyone') },
          ...(operators.data?.items ?? []).map((o) => ({ value: o.id, label: o.login ?? o.name ?? o.id })),
        ]}
      />
      <TextInput
        label={t('filter.action')}
        description={t('filter.actionHint')}
        value={value.action ?? ''}
        onChange={(e) => set('action', e.currentTarget.value)}
        spellCheck={false}
        autoCapitalize="none"
      />
      <TextInput
        label={t('filter.objectType')}
        value={value.objectType ?? ''}
        onChange={(e) => set('objectType', e.currentTarget.value)}
        spellCheck={false}
        autoCapitalize="none"
      />
      <TextInput
        label={t('filter.objectId')}
        value={value.objectId ?? ''}
        onChange={(e) => set('objectId', e.currentTarget.value)}
        spellCheck={false}
        autoCapitalize="none"
      />
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
      <Button variant="default" disabled={!anySet} onClick={() => onChange({})}>
        {t('filter.clear')}
      </Button>
    </div>
  );
}
