/** A console list's body: a placeholder while the first page loads, the error with a retry, "nothing", or the rows; then the pager. */
import { Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { KeysetList } from '../../hooks/use-keyset-list.ts';
import { messageOf } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { KeysetPager } from './keyset-pager.tsx';
import { LoadError } from './load-error.tsx';
import { MUTED } from './text-styles.ts';

export function KeysetListView<T>({
  list,
  empty,
  children,
}: {
  list: KeysetList<T>;
  /** What an empty page says; "Nothing matches the filters." unless told. */
  empty?: string;
  /** The rows, e.g. a table. */
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      {list.isLoading ? (
        <Skeleton h={240} />
      ) : list.isError ? (
        <LoadError
          title={t('list.loadFailed')}
          message={messageOf(list.error, t('list.loadFailedHint'))}
          retryLabel={t('list.retry')}
          onRetry={list.refetch}
          retrying={list.isFetching}
        />
      ) : list.items.length === 0 ? (
        <Text c={MUTED}>{empty ?? t('list.empty')}</Text>
      ) : (
        children(list.items)
      )}
      <KeysetPager list={list} />
    </>
  );
}
