/**
 * A value beside (or, when narrow, above) a button that copies it; the button says so for a moment. The value is
 * shown in full, or as `shown` (a shortened address) on one line with the full value on hover.
 */
import '@mantine/core/styles/Tooltip.css';
import { Button, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

const CONFIRM_MS = 1500;

export function CopyValue({
  value,
  shown,
  copyLabel,
  copiedLabel,
  testId,
}: {
  value: string;
  shown?: string;
  copyLabel: string;
  copiedLabel: string;
  testId?: string;
}) {
  return (
    // A value too long to share its line with the button (a link on a phone) takes the line, the button the next.
    <Group gap="xs" align="center">
      <Text
        ff="monospace"
        fz="sm"
        style={shown ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere', minWidth: 0, flex: '1 1 auto' }}
        title={shown && value}
        data-testid={testId}
      >
        {shown ?? value}
      </Text>
      <CopyButton value={value} timeout={CONFIRM_MS}>
        {({ copied, copy }) => (
          <Tooltip label={copiedLabel} opened={copied} withArrow position="bottom">
            <Button
              variant="light"
              size="xs"
              px="xs"
              onClick={copy}
              aria-label={copyLabel}
              style={{ flexShrink: 0 }}
              leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            >
              {copied ? copiedLabel : copyLabel}
            </Button>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
