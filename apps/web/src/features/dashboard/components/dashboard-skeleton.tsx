import { Skeleton, Stack } from '@mantine/core';
import classes from './dashboard.module.css';

/** The dashboard's shape while its figures load. */
export function DashboardSkeleton() {
  return (
    <Stack gap="lg" data-testid="dashboard-loading">
      <div className={classes.grid}>
        {Array.from({ length: 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of a fixed count never reorder.
          <Skeleton key={i} h={74} />
        ))}
      </div>
      <Skeleton h={180} />
      <Skeleton h={260} />
    </Stack>
  );
}

/** A section that has not arrived yet. */
export const SectionSkeleton = () => <Skeleton h={320} />;
