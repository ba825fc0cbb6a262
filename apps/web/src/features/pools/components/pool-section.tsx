import { Paper, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** A titled card of a pool page; the heading names the region for screen readers. */
export function PoolSection({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby={id}
      data-testid={testId}
    >
      <Title order={2} size="h4" id={id} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
