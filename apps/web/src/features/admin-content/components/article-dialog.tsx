/**
 * Writing a learn article: its address (slug, fixed once created), title, excerpt, cover, date, publication and the
 * body in Markdown; previewed as the article's page shows it, with the reading time the server will compute.
 */
import '@mantine/core/styles/Switch.css';
import { Divider, Skeleton, Stack, Switch, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AdminArticle, CONTENT_LIMITS, createArticleBody } from '@yc/contract/admin-content';
import type { LocaleCode } from '@yc/contract/constants';
import { assetUrl } from '@yc/contract/content';
import { minutesToRead } from '@yc/contract/reading-time';
import { useEffect } from 'react';
import * as z from 'zod/mini';
import { ArticleMeta } from '../../../components/content/article-meta.tsx';
import { MarkdownBody } from '../../../components/content/markdown-body.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { resetForm, zodValidator } from '../../../lib/form.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { fromLocalInput, toLocalInput } from '../../../utils/local-datetime.ts';
import { createArticle, updateArticle, useContentChange } from '../api/content-actions.ts';
import { useAdminArticle } from '../api/get-content.ts';
import { EditorDialog } from './editor-dialog.tsx';

type Values = {
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  /** Empty: no cover. */
  coverUrl: string;
  /** The browser's local date and time (an `<input type="datetime-local">`). */
  publishedAt: string;
  published: boolean;
};

const valuesOf = (article: AdminArticle | undefined): Values =>
  article
    ? {
        slug: article.slug,
        title: article.title,
        excerpt: article.excerpt,
        body: article.body,
        coverUrl: article.coverUrl ?? '',
        publishedAt: toLocalInput(article.publishedAt),
        published: article.published,
      }
    : {
        slug: '',
        title: '',
        excerpt: '',
        body: '',
        coverUrl: '',
        publishedAt: toLocalInput(new Date().toISOString()),
        published: false,
      };

/** The contract's rules, on the form's spelling of the cover and the date. */
const validate = zodValidator<Values>(
  z.extend(z.omit(createArticleBody, { locale: true }), {
    coverUrl: z.union([z.literal(''), assetUrl], { error: 'validation.invalid' }),
    publishedAt: z.string().check(z.refine((v) => !Number.isNaN(Date.parse(v)), { error: 'validation.required' })),
  }),
);

const toBody = ({ slug: _, coverUrl, publishedAt, ...values }: Values) => ({
  ...values,
  coverUrl: coverUrl.trim() || null,
  publishedAt: fromLocalInput(publishedAt),
});

export function ArticleDialog({
  locale,
  slug,
  opened,
  onClose,
}: {
  locale: LocaleCode;
  /** null: a new article. */
  slug: string | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-content');
  const article = useAdminArticle(locale, opened ? slug : null);
  const ready = slug === null || article.data !== undefined;
  const form = useForm<Values>({ initialValues: valuesOf(undefined), validate });
  const create = useContentChange(createArticle);
  const update = useContentChange(updateArticle);
  const save = slug ? update : create;

  // Each opening starts from the article as saved, once it has arrived.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the dialog opens or the article arrives
  useEffect(() => {
    if (!opened || !ready) return;
    resetForm(form, valuesOf(slug ? article.data : undefined), [create, update]);
  }, [opened, ready, slug]);

  const submit = form.onSubmit(async (values) => {
    try {
      if (slug) await update.mutateAsync([locale, slug, toBody(values)]);
      else await create.mutateAsync([{ slug: values.slug.trim(), locale, ...toBody(values) }]);
      notifySuccess(t('articles.saved'));
      onClose();
    } catch {
      // The dialog shows the server's message.
    }
  });

  const { title, body, publishedAt } = form.values;
  const previewDate = Number.isNaN(Date.parse(publishedAt)) ? new Date() : new Date(publishedAt);
  return (
    <EditorDialog
      opened={opened}
      onClose={onClose}
      title={slug ? t('articles.editTitle') : t('articles.newTitle')}
      onSubmit={submit}
      pending={save.isPending}
      error={
        save.error
          ? messageOf(save.error, t('saveFailed'))
          : article.error
            ? messageOf(article.error, t('loadFailedHint'))
            : null
      }
      preview={
        <Stack component="article" gap="md" lang={locale}>
          <Title order={3} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          <ArticleMeta publishedAt={previewDate.toISOString()} minutesToRead={minutesToRead(body)} />
          <Divider />
          <MarkdownBody markdown={body} lang={locale} />
        </Stack>
      }
    >
      {!ready ? (
        <Stack gap="sm" aria-busy="true">
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} h={36} />
          ))}
        </Stack>
      ) : (
        <>
          <TextInput
            label={t('articles.slug')}
            description={slug ? t('articles.slugFixed') : t('articles.slugHint')}
            required
            readOnly={slug !== null}
            variant={slug ? 'filled' : 'default'}
            maxLength={100}
            {...form.getInputProps('slug')}
            data-autofocus={slug === null || undefined}
          />
          <TextInput
            label={t('articles.titleField')}
            required
            maxLength={CONTENT_LIMITS.title}
            lang={locale}
            {...form.getInputProps('title')}
            data-autofocus={slug !== null || undefined}
          />
          <TextInput
            label={t('articles.excerpt')}
            required
            maxLength={CONTENT_LIMITS.excerpt}
            lang={locale}
            {...form.getInputProps('excerpt')}
          />
          <TextInput
            label={t('articles.cover')}
            description={t('articles.coverHint')}
            {...form.getInputProps('coverUrl')}
          />
          <TextInput
            type="datetime-local"
            label={t('articles.date')}
            description={t('articles.dateHint')}
            required
            {...form.getInputProps('publishedAt')}
          />
          <Switch label={t('published')} {...form.getInputProps('published', { type: 'checkbox' })} />
          <Textarea
            label={t('articles.body')}
            description={t('markdownHint')}
            required
            autosize
            minRows={10}
            maxRows={30}
            lang={locale}
            {...form.getInputProps('body')}
          />
        </>
      )}
    </EditorDialog>
  );
}
