import { Group, Paper, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** A titled card of the dashboard; the heading names the region, `actions` sit beside it. */
export function Section({
  title,
  actions,
  id,
  children,
}: {
  title: string;
  actions?: ReactNode;
  id?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper component="section" id={id} withBorder p={{ base: 'md', sm: 'lg' }} aria-labelledby={headingId}>
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}
