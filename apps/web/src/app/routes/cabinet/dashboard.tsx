import { Skeleton } from '@mantine/core';
import { lazy } from 'react';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { WhenVisible } from '../../../components/ui/when-visible.tsx';
import { Dashboard } from '../../../features/dashboard/components/dashboard.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

// Below the fold once an investor has deposits: its code loads as the reader scrolls near it.
const RoiCalculator = lazy(() =>
  import('../../../features/roi-calculator/components/roi-calculator.tsx').then((module) => ({
    default: module.RoiCalculator,
  })),
);

export default function DashboardRoute() {
  const { t } = useTranslation('cabinet');
  return (
    <>
      <PageTitle>{t('dashboard.title')}</PageTitle>
      <Dashboard
        calculator={(pools) => (
          <WhenVisible placeholder={<Skeleton h={260} />}>
            <RoiCalculator pools={pools} />
          </WhenVisible>
        )}
      />
    </>
  );
}
