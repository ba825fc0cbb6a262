/**
 * A language's learn articles, newest first, published ones and drafts: each can be edited, published or unpublished
 * (it leaves the public list and its page at once) and deleted after a confirmation.
 */
import type { AdminArticleSummary } from '@yc/contract/admin-content';
import type { LocaleCode } from '@yc/contract/constants';
import { utcDay } from '@yc/contract/days';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { notifyError } from '../../../lib/notify.ts';
import { deleteArticle, publishArticle, useContentChange } from '../api/content-actions.ts';
import { useAdminArticles } from '../api/get-content.ts';
import { ArticleDialog } from './article-dialog.tsx';
import { ContentList, ContentRow } from './content-list.tsx';

function ArticleRow({ article, onEdit }: { article: AdminArticleSummary; onEdit: () => void }) {
  const { t } = useTranslation('admin-content');
  const publish = useContentChange(publishArticle);
  const remove = useContentChange(deleteArticle);
  const { locale, slug } = article;
  return (
    <ContentRow
      title={article.title}
      line={t('articles.line', { slug, day: utcDay(article.publishedAt), min: article.minutesToRead })}
      lang={locale}
      published={article.published}
      onEdit={onEdit}
      onPublish={() =>
        publish.mutate([locale, slug, !article.published], { onError: (error) => notifyError(error, t('saveFailed')) })
      }
      publishing={publish.isPending}
      deleteTitle={t('articles.deleteTitle')}
      deleteText={t('articles.deleteText', { title: article.title })}
      onDelete={() => remove.mutateAsync([locale, slug])}
    />
  );
}

export function ArticlesPanel({ locale }: { locale: LocaleCode }) {
  const { t } = useTranslation('admin-content');
  // The dialog keeps its article while it closes, so its title does not change under the closing animation.
  const [dialog, setDialog] = useState<{ slug: string | null; opened: boolean }>({ slug: null, opened: false });
  return (
    <>
      <ContentList
        title={t('articles.title')}
        query={useAdminArticles(locale)}
        addLabel={t('articles.add')}
        onAdd={() => setDialog({ slug: null, opened: true })}
        empty={t('articles.empty')}
      >
        {(data) =>
          data.items.map((article) => (
            <ArticleRow
              key={article.slug}
              article={article}
              onEdit={() => setDialog({ slug: article.slug, opened: true })}
            />
          ))
        }
      </ContentList>
      <ArticleDialog locale={locale} {...dialog} onClose={() => setDialog((d) => ({ ...d, opened: false }))} />
    </>
  );
}
