import { Text } from '@mantine/core';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { FaqList } from '../../../features/content/components/faq-list.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

export default function FaqRoute() {
  const { t } = useTranslation(['cabinet', 'content']);
  return (
    <>
      <PageTitle>{t('cabinet:faq.title')}</PageTitle>
      <Text c="dimmed" mt="-sm" mb="xl">
        {t('content:faq.intro')}
      </Text>
      <FaqList />
    </>
  );
}
