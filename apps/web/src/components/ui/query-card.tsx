/** A titled card holding one query's answer: a skeleton while it loads, LoadError with a retry when it fails. */
import { Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { messageOf } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { LoadError } from './load-error.tsx';

export interface QueryCardMessages {
  errorTitle: string;
  errorMessage: string;
  retry: string;
}

export function QueryCard<T>({
  title,
  query,
  messages,
  actions,
  testId,
  children,
}: {
  title: string;
  query: UseQueryResult<T>;
  messages: QueryCardMessages;
  actions?: (data: T) => ReactNode;
  testId?: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('common');
  const headingId = useId();
  return (
    <Paper component="section" withBorder p={{ base: 'md', sm: 'lg' }} aria-labelledby={headingId} data-testid={testId}>
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {query.data !== undefined && actions?.(query.data)}
      </Group>
      {query.data !== undefined ? (
        children(query.data)
      ) : query.isError ? (
        <LoadError
          title={messages.errorTitle}
          message={messageOf(query.error, messages.errorMessage)}
          retryLabel={messages.retry}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <Stack gap="xs" role="status" aria-busy="true" aria-label={t('loading')}>
          <Skeleton h={20} w="60%" />
          <Skeleton h={20} />
          <Skeleton h={20} w="80%" />
        </Stack>
      )}
    </Paper>
  );
}
