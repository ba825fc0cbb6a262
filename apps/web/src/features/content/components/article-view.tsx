/** One learn article: title, meta and its Markdown body; a friendly page when there is no such article. */
import '@mantine/core/styles/EmptyState.css';
import { Anchor, Button, Divider, EmptyState, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconFileOff } from '@tabler/icons-react';
import { articleSlugSchema } from '@yc/contract/content';
import { ArticleMeta } from '../../../components/content/article-meta.tsx';
import { MarkdownBody } from '../../../components/content/markdown-body.tsx';
import { LocalizedLink } from '../../../components/ui/localized-link.tsx';
import { useDocumentTitle } from '../../../components/ui/page-title.tsx';
import { paths } from '../../../config/paths.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useArticle } from '../api/get-article.ts';
import { ContentLoadError } from './content-load-error.tsx';

function BackToLearn() {
  const { t } = useTranslation('content');
  return (
    <Anchor component={LocalizedLink} to={paths.learn} size="sm">
      <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} aria-hidden /> {t('article.back')}
    </Anchor>
  );
}

function ArticleNotFound() {
  const { t } = useTranslation('content');
  return (
    <EmptyState py="xl" icon={<IconFileOff size={28} />} withIndicatorBackground>
      <EmptyState.Title order={1}>{t('article.notFound.title')}</EmptyState.Title>
      <EmptyState.Description>{t('article.notFound.text')}</EmptyState.Description>
      <EmptyState.Actions>
        <Button component={LocalizedLink} to={paths.learn} leftSection={<IconArrowLeft size={16} />}>
          {t('article.notFound.back')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

export function ArticleView({ slug }: { slug: string }) {
  const { t } = useTranslation(['content', 'common']);
  const locale = useLocale();
  // A slug the API would refuse cannot name an article: no need to ask.
  const valid = articleSlugSchema.safeParse(slug).success;
  const article = useArticle(slug, locale, valid);
  const notFound = !valid || isApiError(article.error, 404);
  useDocumentTitle(notFound ? t('article.notFound.title') : (article.data?.title ?? t('learn.title')));

  if (notFound) return <ArticleNotFound />;
  if (article.isPending) {
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label={t('common:loading')}>
        <Skeleton h={16} w={120} />
        <Skeleton h={36} w="70%" />
        <Skeleton h={16} w={200} />
        {[0, 1, 2, 3, 4].map((n) => (
          <Skeleton key={n} h={14} />
        ))}
      </Stack>
    );
  }
  if (article.isError) {
    return (
      <Stack gap="md">
        <BackToLearn />
        <ContentLoadError query={article} message={t('article.error')} />
      </Stack>
    );
  }
  const { title, publishedAt, minutesToRead } = article.data;
  return (
    <Stack component="article" gap="md" maw={760} mx="auto">
      <BackToLearn />
      <Title order={1} size="h2">
        {title}
      </Title>
      <ArticleMeta publishedAt={publishedAt} minutesToRead={minutesToRead} />
      <Divider />
      <MarkdownBody markdown={article.data.body} lang={article.data.locale} />
    </Stack>
  );
}
