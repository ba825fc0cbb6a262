import { Text } from '@mantine/core';

/** An address or transaction hash in full (never shortened where money is sent or checked), wrapping on narrow screens. */
export function FullAddress({ children, testId }: { children: string; testId?: string }) {
  return (
    <Text component="span" ff="monospace" fz="sm" style={{ wordBreak: 'break-all' }} data-testid={testId}>
      {children}
    </Text>
  );
}
