/** The learn articles, newest first, a page at a time; the page number lives in the URL (`?page=`). */
import { Button, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageNav } from '../../../components/ui/page-nav.tsx';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { pageCount } from '../../../utils/pages.ts';
import { useArticles } from '../api/get-articles.ts';
import { ArticleCard } from './article-card.tsx';
import { ContentLoadError } from './content-load-error.tsx';

export const ARTICLES_PAGE_SIZE = 9;
/** The API's largest page number. */
const MAX_PAGE = 1_000_000;

function pageFrom(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_PAGE) : 1;
}

const GRID_COLS = { base: 1, sm: 2, lg: 3 };

export function ArticleList() {
  const { t } = useTranslation(['content', 'common']);
  const locale = useLocale();
  const [search, setSearch] = useSearchParams();
  const page = pageFrom(search.get('page'));
  const articles = useArticles({ locale, page, pageSize: ARTICLES_PAGE_SIZE });

  const goTo = (next: number) => {
    setSearch((prev) => {
      const params = new URLSearchParams(prev);
      if (next === 1) params.delete('page');
      else params.set('page', String(next));
      return params;
    });
    window.scrollTo({ top: 0 });
  };

  if (articles.isPending) {
    return (
      <SimpleGrid cols={GRID_COLS} role="status" aria-busy="true" aria-label={t('common:loading')}>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} h={200} />
        ))}
      </SimpleGrid>
    );
  }
  if (articles.isError) {
    return <ContentLoadError query={articles} message={t('learn.error')} />;
  }

  const { items, total } = articles.data;
  const pages = pageCount(articles.data);
  if (!items.length) {
    return (
      <Stack align="flex-start" gap="sm">
        <Text c="dimmed">{total ? t('learn.emptyPage') : t('learn.empty')}</Text>
        {total > 0 && (
          <Button variant="light" onClick={() => goTo(1)}>
            {t('learn.firstPage')}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="xl">
      <SimpleGrid cols={GRID_COLS} style={{ opacity: articles.isPlaceholderData ? 0.6 : 1 }}>
        {items.map((article) => (
          <ArticleCard key={article.slug} article={article} />
        ))}
      </SimpleGrid>
      <PageNav
        label={t('learn.pagination.label')}
        page={page}
        pages={pages}
        onChange={goTo}
        controlLabel={(control) => t(`learn.pagination.${control}`)}
        pageLabel={(n) => t('learn.pagination.page', { page: n })}
      />
    </Stack>
  );
}
