/** Writing a F.A.Q. entry: category, question, the answer in Markdown, publication; previewed as the public page shows it. */
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Switch.css';
import { Accordion, Switch, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AdminFaqItem, CONTENT_LIMITS, updateFaqItemBody } from '@yc/contract/admin-content';
import type { LocaleCode } from '@yc/contract/constants';
import { useEffect } from 'react';
import { MarkdownBody } from '../../../components/content/markdown-body.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { resetForm, zodValidator } from '../../../lib/form.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { createFaqItem, updateFaqItem, useContentChange } from '../api/content-actions.ts';
import { EditorDialog } from './editor-dialog.tsx';

type Values = {
  category: string;
  question: string;
  answer: string;
  published: boolean;
};

const valuesOf = (item: AdminFaqItem | null, category: string): Values =>
  item
    ? { category: item.category, question: item.question, answer: item.answer, published: item.published }
    : { category, question: '', answer: '', published: false };

const validate = zodValidator<Values>(updateFaqItemBody);

export function FaqDialog({
  locale,
  item,
  opened,
  lastCategory,
  onClose,
}: {
  locale: LocaleCode;
  /** null: a new entry. */
  item: AdminFaqItem | null;
  opened: boolean;
  /** A new entry starts in the last entry's category. */
  lastCategory: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-content');
  const form = useForm<Values>({ initialValues: valuesOf(item, lastCategory), validate });
  const create = useContentChange(createFaqItem);
  const update = useContentChange(updateFaqItem);
  const save = item ? update : create;

  // Each opening starts from the entry as saved.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the dialog opens on an entry
  useEffect(() => {
    if (!opened) return;
    resetForm(form, valuesOf(item, lastCategory), [create, update]);
  }, [opened, item?.id]);

  const submit = form.onSubmit(async (values) => {
    try {
      if (item) await update.mutateAsync([item.id, values]);
      else await create.mutateAsync([{ locale, ...values }]);
      notifySuccess(t('faq.saved'));
      onClose();
    } catch {
      // The dialog shows the server's message.
    }
  });

  const { category, question, answer } = form.values;
  return (
    <EditorDialog
      opened={opened}
      onClose={onClose}
      title={item ? t('faq.editTitle') : t('faq.newTitle')}
      onSubmit={submit}
      pending={save.isPending}
      error={save.error ? messageOf(save.error, t('saveFailed')) : null}
      preview={
        <div lang={locale}>
          <Title order={3} size="h4" mb="sm">
            {category}
          </Title>
          <Accordion variant="separated" value="preview">
            <Accordion.Item value="preview">
              <Accordion.Control>{question}</Accordion.Control>
              <Accordion.Panel>
                <MarkdownBody markdown={answer} lang={locale} />
              </Accordion.Panel>
            </Accordion.Item>
          </Accordion>
        </div>
      }
    >
      <TextInput
        label={t('faq.category')}
        required
        maxLength={CONTENT_LIMITS.category}
        lang={locale}
        {...form.getInputProps('category')}
        data-autofocus
      />
      <TextInput
        label={t('faq.question')}
        required
        maxLength={CONTENT_LIMITS.question}
        lang={locale}
        {...form.getInputProps('question')}
      />
      <Textarea
        label={t('faq.answer')}
        description={t('markdownHint')}
        required
        autosize
        minRows={6}
        maxRows={20}
        maxLength={CONTENT_LIMITS.answer}
        lang={locale}
        {...form.getInputProps('answer')}
      />
      <Switch label={t('published')} {...form.getInputProps('published', { type: 'checkbox' })} />
    </EditorDialog>
  );
}
