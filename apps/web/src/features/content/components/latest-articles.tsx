/** The newest learn articles on the home page; the section stays out of the way if there are none or they fail to load. */
import { Anchor, Group, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useId } from 'react';
import { LocalizedLink } from '../../../components/ui/localized-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useArticles } from '../api/get-articles.ts';
import { ArticleCard } from './article-card.tsx';

export const LATEST_ARTICLES = 3;
const GRID_COLS = { base: 1, sm: 2, lg: 3 };
const SKELETONS = Array.from({ length: LATEST_ARTICLES }, (_, n) => n);

export function LatestArticles() {
  const { t } = useTranslation(['content', 'common']);
  const headingId = useId();
  const articles = useArticles({ locale: useLocale(), page: 1, pageSize: LATEST_ARTICLES });
  if (articles.isError || (articles.data && !articles.data.items.length)) return null;
  return (
    <Stack component="section" gap="lg" aria-labelledby={headingId}>
      <Group justify="space-between" align="baseline" gap="sm">
        <Title order={2} id={headingId}>
          {t('home.articles.title')}
        </Title>
        <Anchor component={LocalizedLink} to={paths.learn}>
          {t('home.articles.all')} <IconArrowRight size={14} style={{ verticalAlign: 'middle' }} aria-hidden />
        </Anchor>
      </Group>
      {articles.data ? (
        <SimpleGrid cols={GRID_COLS}>
          {articles.data.items.map((article) => (
            <ArticleCard key={article.slug} article={article} headingOrder={3} />
          ))}
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={GRID_COLS} role="status" aria-busy="true" aria-label={t('common:loading')}>
          {SKELETONS.map((n) => (
            <Skeleton key={n} h={200} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
