import { Paper, Text } from '@mantine/core';
import { NO_WRAP } from '../../../components/ui/token-value.tsx';

/** One figure with its name. */
export function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} style={NO_WRAP}>
        {value}
      </Text>
    </Paper>
  );
}
