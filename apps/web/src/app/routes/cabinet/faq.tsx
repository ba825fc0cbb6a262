import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';

export default function FaqRoute() {
  const { t } = useTranslation('content');
  return <PageTitle>{t('faq.title')}</PageTitle>;
}
