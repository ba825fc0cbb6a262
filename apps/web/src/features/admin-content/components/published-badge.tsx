import { Badge } from '@mantine/core';
import { READABLE_BADGE } from '../../../components/ui/text-styles.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** Whether investors see it: published, or a draft only the console shows. */
export function PublishedBadge({ published }: { published: boolean }) {
  const { t } = useTranslation('admin-content');
  return (
    <Badge variant="light" color={published ? 'green' : 'gray'} styles={READABLE_BADGE} style={{ flexShrink: 0 }}>
      {published ? t('status.published') : t('status.draft')}
    </Badge>
  );
}
