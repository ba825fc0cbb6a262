/** The log's filters: operator, action (or a family ending in a dot), object and days. */
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { DayRangeInputs, FilterGrid } from '../../../components/ui/console-list.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import type { AuditFilters as Filters } from '../api/get-audit.ts';
import { useOperators } from '../api/get-operators.ts';

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
    <FilterGrid>
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
      <DayRangeInputs from={value.from} to={value.to} invalid={rangeInvalid} onChange={set} />
      <Button variant="default" disabled={!anySet} onClick={() => onChange({})}>
        {t('filter.clear')}
      </Button>
    </FilterGrid>
  );
}
