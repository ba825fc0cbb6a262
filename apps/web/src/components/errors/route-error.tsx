/**
 * Route errors (docs/product.md §2): an unknown page is a 404 titled 'Oops! Something goes wrong'
 * with a link to the dashboard; a page that fails to render shows 500.
 */
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';
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

function RouteError({ error }: { error: unknown }) {
  if (isChunkLoadError(error) && reloadOnceForChunkError()) return null;
  return <ErrorScreen status={500} />;
}

interface BoundaryState {
  /** The error thrown, boxed: anything can be thrown, `undefined` too. */
  failed?: { error: unknown };
  pathname: string;
}

/** A page that fails to render or to load its code shows the error page in place of the app, until the path moves. */
export class RouteErrorBoundary extends Component<{ pathname: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: { error } };
  }

  static getDerivedStateFromProps(props: { pathname: string }, state: BoundaryState): BoundaryState | null {
    return props.pathname === state.pathname ? null : { pathname: props.pathname, failed: undefined };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.failed.error} /> : this.props.children;
  }
}
