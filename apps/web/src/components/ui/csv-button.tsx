/** "Download CSV": runs the download (requestBlob + saveBlob), busy meanwhile; a failure is a notification with the server's message. */
import { Button, type ButtonProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { notifyError } from '../../lib/notify.ts';

export function CsvButton({
  download,
  label,
  ...button
}: Omit<ButtonProps, 'children' | 'loading'> & { download: () => Promise<void>; label?: string }) {
  const { t } = useTranslation('admin');
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      await download();
    } catch (error) {
      notifyError(error, t('csv.failed'));
    } finally {
      setPending(false);
    }
  };
  return (
    <Button variant="light" leftSection={<IconDownload size={16} />} {...button} loading={pending} onClick={run}>
      {label ?? t('csv.label')}
    </Button>
  );
}
