import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { ArticleList } from '../../../features/content/components/article-list.tsx';

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
