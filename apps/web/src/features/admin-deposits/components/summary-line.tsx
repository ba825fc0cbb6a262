import { Group, Text } from '@mantine/core';

/** One fact of the verified transfer: its name, then its value, which wraps rather than widening the dialog. */
export function SummaryLine({ label, value, mono = false }: { label: string; value: string; mono?: boolean }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" fw={600} style={{ flex: 'none' }}>
        {label}
      </Text>
      <Text size="sm" ff={mono ? 'monospace' : undefined} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {value}
      </Text>
    </Group>
  );
}
