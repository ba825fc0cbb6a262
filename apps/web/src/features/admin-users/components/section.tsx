import { Group, Paper, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** One titled part of a user's page, with its actions beside the title. */
export function Section({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" withBorder p={{ base: 'md', sm: 'lg' }} aria-labelledby={headingId}>
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
      {children}
    </Paper>
  );
}
