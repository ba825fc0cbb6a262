/**
 * A console form's end: the server's refusal of the last save, if any, above the save button (right-aligned); in a
 * dialog, `cancel` adds the button that closes it without saving (disabled while the save is under way).
 */
import { Alert, Button, Group } from '@mantine/core';
import { ALERT_STYLES } from './text-styles.ts';

export function FormFooter({
  error,
  label,
  pending,
  cancel,
}: {
  error: string | null;
  label: string;
  pending: boolean;
  cancel?: { label: string; onClick: () => void };
}) {
  return (
    <>
      {error && (
        <Alert styles={ALERT_STYLES} color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        {cancel && (
          <Button variant="default" onClick={cancel.onClick} disabled={pending}>
            {cancel.label}
          </Button>
        )}
        <Button type="submit" loading={pending}>
          {label}
        </Button>
      </Group>
    </>
  );
}
