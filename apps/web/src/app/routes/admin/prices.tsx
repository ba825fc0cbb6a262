import { PageTitle } from '../../../components/ui/page-title.tsx';
import { PricesConsole } from '../../../features/admin-prices/components/prices-console.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

export default function PricesRoute() {
  const { t } = useTranslation('admin-prices');
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <PricesConsole />
    </>
  );
}
