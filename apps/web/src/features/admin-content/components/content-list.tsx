/** The F.A.Q.'s and the articles' lists: a card with its add button, and one row per entry with its actions. */
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { QueryCard } from '../../../components/ui/query-card.tsx';
import { MUTED } from '../../../components/ui/text-styles.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { PublishedBadge } from './published-badge.tsx';

export function ContentList<T extends { items: unknown[] }>({
  title,
  query,
  addLabel,
  onAdd,
  empty,
  ordered = false,
  children,
}: {
  title: string;
  query: UseQueryResult<T>;
  addLabel: string;
  onAdd: () => void;
  empty: string;
  /** The order is the content's (the F.A.Q.): an ordered list. */
  ordered?: boolean;
  /** The rows. */
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('admin-content');
  return (
    <QueryCard
      title={title}
      query={query}
      messages={{ errorTitle: t('loadFailed'), errorMessage: t('loadFailedHint'), retry: t('retry') }}
      actions={() => (
        <Button size="xs" leftSection={<IconPlus size={16} />} onClick={onAdd}>
          {addLabel}
        </Button>
      )}
    >
      {(data) =>
        data.items.length === 0 ? (
          <Text c={MUTED}>{empty}</Text>
        ) : (
          <Stack
            component={ordered ? 'ol' : 'ul'}
            gap="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={title}
          >
            {children(data)}
          </Stack>
        )
      }
    </QueryCard>
  );
}

/**
 * An entry: its title and a line under it in the content's language, whether investors see it, and its actions —
 * `before` the usual ones (the F.A.Q.'s arrows), edit, publish or unpublish, delete after a confirmation.
 */
export function ContentRow({
  title,
  line,
  lang,
  published,
  before,
  onEdit,
  onPublish,
  publishing,
  deleteTitle,
  deleteText,
  onDelete,
}: {
  title: string;
  line: string;
  lang: string;
  published: boolean;
  before?: ReactNode;
  onEdit: () => void;
  onPublish: () => void;
  publishing: boolean;
  deleteTitle: string;
  deleteText: string;
  onDelete: () => Promise<unknown>;
}) {
  const { t } = useTranslation('admin-content');
  return (
    <Paper component="li" withBorder p="sm">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={2} miw={0}>
            <Text fw={600} lang={lang} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Text>
            <Text size="sm" c={MUTED} lang={lang} style={{ overflowWrap: 'anywhere' }}>
              {line}
            </Text>
          </Stack>
          <PublishedBadge published={published} />
        </Group>
        <Group gap="xs">
          {before}
          <Button size="xs" variant="light" onClick={onEdit}>
            {t('edit')}
          </Button>
          <Button size="xs" variant="default" loading={publishing} onClick={onPublish}>
            {published ? t('unpublish') : t('publish')}
          </Button>
          <ConfirmButton
            size="xs"
            variant="subtle"
            color="red"
            label={t('delete')}
            title={deleteTitle}
            text={deleteText}
            confirmLabel={t('delete')}
            onConfirm={onDelete}
          />
        </Group>
      </Stack>
    </Paper>
  );
}
