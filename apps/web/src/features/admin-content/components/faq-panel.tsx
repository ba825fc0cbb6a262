/**
 * A language's F.A.Q. in its order, published entries and drafts: each can be edited, moved up or down (the order
 * the public page shows, kept by the server), published or unpublished, and deleted after a confirmation.
 */
import { ActionIcon } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import type { AdminFaqItem } from '@yc/contract/admin-content';
import type { LocaleCode } from '@yc/contract/constants';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { notifyError } from '../../../lib/notify.ts';
import { deleteFaqItem, moveFaqItem, publishFaqItem, useContentChange } from '../api/content-actions.ts';
import { useAdminFaq } from '../api/get-content.ts';
import { ContentList, ContentRow } from './content-list.tsx';
import { FaqDialog } from './faq-dialog.tsx';

function FaqRow({
  item,
  first,
  last,
  onEdit,
}: {
  item: AdminFaqItem;
  first: boolean;
  last: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation('admin-content');
  const move = useContentChange(moveFaqItem);
  const publish = useContentChange(publishFaqItem);
  const remove = useContentChange(deleteFaqItem);
  const failed = (error: unknown) => notifyError(error, t('saveFailed'));
  const arrows = [
    { direction: 'up', label: t('faq.moveUp'), icon: <IconArrowUp size={18} />, end: first },
    { direction: 'down', label: t('faq.moveDown'), icon: <IconArrowDown size={18} />, end: last },
  ] as const;
  return (
    <ContentRow
      title={item.question}
      line={item.category}
      lang={item.locale}
      published={item.published}
      before={arrows.map(({ direction, label, icon, end }) => (
        <ActionIcon
          key={direction}
          variant="default"
          size="lg"
          aria-label={label}
          disabled={end || move.isPending}
          onClick={() => move.mutate([item.id, direction], { onError: failed })}
        >
          {icon}
        </ActionIcon>
      ))}
      onEdit={onEdit}
      onPublish={() => publish.mutate([item.id, !item.published], { onError: failed })}
      publishing={publish.isPending}
      deleteTitle={t('faq.deleteTitle')}
      deleteText={t('faq.deleteText', { question: item.question })}
      onDelete={() => remove.mutateAsync([item.id])}
    />
  );
}

export function FaqPanel({ locale }: { locale: LocaleCode }) {
  const { t } = useTranslation('admin-content');
  const faq = useAdminFaq(locale);
  // The dialog keeps its entry while it closes, so its title does not change under the closing animation.
  const [dialog, setDialog] = useState<{ item: AdminFaqItem | null; opened: boolean }>({ item: null, opened: false });
  return (
    <>
      <ContentList
        title={t('faq.title')}
        query={faq}
        addLabel={t('faq.add')}
        onAdd={() => setDialog({ item: null, opened: true })}
        empty={t('faq.empty')}
        ordered
      >
        {(data) =>
          data.items.map((item, i) => (
            <FaqRow
              key={item.id}
              item={item}
              first={i === 0}
              last={i === data.items.length - 1}
              onEdit={() => setDialog({ item, opened: true })}
            />
          ))
        }
      </ContentList>
      <FaqDialog
        locale={locale}
        {...dialog}
        lastCategory={faq.data?.items.at(-1)?.category ?? ''}
        onClose={() => setDialog((d) => ({ ...d, opened: false }))}
      />
    </>
  );
}
