import { DataList } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled value of a DataList (the caller imports DataList.css with the list). */
export function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}
