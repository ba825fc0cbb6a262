import { Text } from '@mantine/core';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { ArticleList } from '../../../features/content/components/article-list.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

export default function ArticlesRoute() {
  const { t } = useTranslation('content');
  return (
    <>
      <PageTitle>{t('learn.title')}</PageTitle>
      <Text c="dimmed" mt="-sm" mb="xl">
        {t('learn.lead')}
      </Text>
      <ArticleList />
    </>
  );
}
