/** A failed load: what went wrong in plain words and a button that asks again. */
import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { ALERT_STYLES } from './text-styles.ts';

export interface LoadErrorProps {
  title: string;
  message: string;
  retryLabel: string;
  onRetry: () => void;
  retrying: boolean;
}

export function LoadError({ title, message, retryLabel, onRetry, retrying }: LoadErrorProps) {
  return (
    <Alert
      styles={ALERT_STYLES}
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      title={title}
      role="alert"
    >
      {message}
      <Button
        display="block"
        mt="sm"
        size="xs"
        variant="light"
        color="red"
        leftSection={<IconRefresh size={14} />}
        loading={retrying}
        onClick={onRetry}
      >
        {retryLabel}
      </Button>
    </Alert>
  );
}
