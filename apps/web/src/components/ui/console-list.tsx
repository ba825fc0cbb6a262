/** Pieces of the console's list pages: the filters' grid, a from–to day range, and the wrapping cell class. */
import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import classes from './console-list.module.css';

export const consoleList = classes;

export function FilterGrid({ children }: { children: ReactNode }) {
  return <div className={classes.filters}>{children}</div>;
}

/** Two day fields (YYYY-MM-DD, both ends included); `invalid` marks a range that ends before it starts. */
export function DayRangeInputs({
  from,
  to,
  invalid,
  onChange,
}: {
  from: string | undefined;
  to: string | undefined;
  invalid: boolean;
  onChange: (name: 'from' | 'to', value: string) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      <TextInput
        type="date"
        label={t('range.from')}
        value={from ?? ''}
        max={to}
        onChange={(e) => onChange('from', e.currentTarget.value)}
      />
      <TextInput
        type="date"
        label={t('range.to')}
        value={to ?? ''}
        min={from}
        error={invalid ? t('range.invalid') : undefined}
        onChange={(e) => onChange('to', e.currentTarget.value)}
      />
    </>
  );
}
