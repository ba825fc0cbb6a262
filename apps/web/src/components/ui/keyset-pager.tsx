/** Previous / Next under a keyset list (hooks/use-keyset-list.ts); each is disabled at its end. */
import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { KeysetList } from '../../hooks/use-keyset-list.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { MUTED } from './text-styles.ts';

export type KeysetPagerProps = Pick<
  KeysetList<unknown>,
  'hasPrev' | 'hasNext' | 'prev' | 'next' | 'page' | 'isFetching'
>;

export function KeysetPager({ list }: { list: KeysetPagerProps }) {
  const { t } = useTranslation('admin');
  return (
    <Group component="nav" aria-label={t('pager.label')} justify="space-between" gap="sm" mt="md" wrap="nowrap">
      <Button
        variant="default"
        size="sm"
        leftSection={<IconChevronLeft size={16} />}
        disabled={!list.hasPrev || list.isFetching}
        onClick={list.prev}
      >
        {t('pager.previous')}
      </Button>
      <Text size="sm" c={MUTED}>
        {t('pager.page', { page: list.page })}
      </Text>
      <Button
        variant="default"
        size="sm"
        rightSection={<IconChevronRight size={16} />}
        disabled={!list.hasNext || list.isFetching}
        onClick={list.next}
      >
        {t('pager.next')}
      </Button>
    </Group>
  );
}
