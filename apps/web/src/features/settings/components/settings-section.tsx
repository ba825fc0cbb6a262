import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** A titled card of the settings page; the heading names the region for screen readers. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The foot of a settings form: a note on the left, the submit button on the right. */
export function SubmitRow({ note, label, pending }: { note: string; label: string; pending: boolean }) {
  return (
    <Group justify="space-between" align="center" gap="sm">
      <Text size="sm" c="dimmed">
        {note}
      </Text>
      <Button type="submit" loading={pending}>
        {label}
      </Button>
    </Group>
  );
}
