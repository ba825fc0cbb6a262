/** A failed load: what went wrong in plain words and a button that asks again. */
import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function LoadError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('content');
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title={t('error.title')} role="alert">
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
        {t('error.retry')}
      </Button>
    </Alert>
  );
}
