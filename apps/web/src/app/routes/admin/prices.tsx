import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { PricesConsole } from '../../../features/admin-prices/components/prices-console.tsx';

export default function PricesRoute() {
  const { t } = useTranslation('admin-prices');
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <PricesConsole />
    </>
  );
}
