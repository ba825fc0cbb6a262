/**
 * Route errors (docs/product.md §2): an unknown page is a 404 titled 'Oops! Something goes wrong'
 * with a link to the dashboard; any other error shows its status code, 500 by default.
 */
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '../../config/paths.ts';
import { isChunkLoadError, reloadOnceForChunkError } from '../../lib/chunk-reload.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { LocalizedLink } from '../ui/localized-link.tsx';
import { useDocumentTitle } from '../ui/page-title.tsx';

export function ErrorScreen({ status }: { status: number }) {
  const { t } = useTranslation();
  useDocumentTitle(t('errors.title'));
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" gap="sm" ta="center">
        <Text fz={72} fw={800} c="dimmed" aria-hidden>
          {status}
        </Text>
        <Title order={1} size="h2">
          {t('errors.title')}
        </Title>
        <Text c="dimmed">{status === 404 ? t('errors.notFound') : t('errors.generic', { status })}</Text>
        <Button component={LocalizedLink} to={paths.cabinet.dashboard} mt="md">
          {t('errors.toDashboard')}
        </Button>
      </Stack>
    </Center>
  );
}

export function NotFound() {
  return <ErrorScreen status={404} />;
}

export function RouteError() {
  const error = useRouteError();
  if (isChunkLoadError(error) && reloadOnceForChunkError()) return null;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <ErrorScreen status={status} />;
}
