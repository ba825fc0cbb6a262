/** The line under an article's title: publication day (YYYY-MM-DD) and reading time; the console's preview shows it too. */
import { Group, Text } from '@mantine/core';
import { IconCalendar, IconClock } from '@tabler/icons-react';
import { utcDay } from '@yc/contract/days';
import { useTranslation } from '../../lib/i18n.ts';

export function ArticleMeta({ publishedAt, minutesToRead }: { publishedAt: string; minutesToRead: number }) {
  const { t } = useTranslation('content');
  return (
    <Group gap="md" c="dimmed" wrap="wrap">
      <Group gap={4} wrap="nowrap">
        <IconCalendar size={14} aria-hidden />
        <Text size="sm" component="time" dateTime={publishedAt}>
          {utcDay(publishedAt)}
        </Text>
      </Group>
      <Group gap={4} wrap="nowrap">
        <IconClock size={14} aria-hidden />
        <Text size="sm">{t('learn.minRead', { min: minutesToRead })}</Text>
      </Group>
    </Group>
  );
}
