import { Center, Loader } from '@mantine/core';
import { useTranslation } from '../../lib/i18n.ts';

export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <Center h="60vh" role="status" aria-label={t('loading')}>
      <Loader />
    </Center>
  );
}
