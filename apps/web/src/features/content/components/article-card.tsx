/** One learn article in a list: cover if it has one, title linking to the article, meta and excerpt. */
import { Anchor, Card, Image, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { ArticleSummary } from '@yc/contract/content';
import { ArticleMeta } from '../../../components/content/article-meta.tsx';
import { LocalizedLink } from '../../../components/ui/localized-link.tsx';
import { paths } from '../../../config/paths.ts';

export function ArticleCard({ article, headingOrder = 2 }: { article: ArticleSummary; headingOrder?: TitleOrder }) {
  return (
    <Card withBorder padding="lg" h="100%" component="article">
      {article.coverUrl && (
        <Card.Section mb="md">
          <Image src={article.coverUrl} alt="" h={160} loading="lazy" />
        </Card.Section>
      )}
      <Stack gap="xs">
        <Title order={headingOrder} size="h4">
          <Anchor component={LocalizedLink} to={paths.article(article.slug)} c="inherit" inherit underline="hover">
            {article.title}
          </Anchor>
        </Title>
        <ArticleMeta publishedAt={article.publishedAt} minutesToRead={article.minutesToRead} />
        <Text size="sm" c="dimmed" lineClamp={4}>
          {article.excerpt}
        </Text>
      </Stack>
    </Card>
  );
}
