/** The DAO area (/cabinet/dao): governance, liquidity pools, prices and values, and personal info (docs/product.md §2). */
import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { DaoPersonal } from './dao-personal.tsx';
import { DaoPools } from './dao-pools.tsx';
import { DaoRewards } from './dao-rewards.tsx';
import { DaoValues } from './dao-values.tsx';
import { Governance } from './governance.tsx';

export function DaoPage() {
  const { t } = useTranslation('cabinet');
  return (
    <>
      <PageTitle>{t('cabinet:dao.title')}</PageTitle>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <DaoPersonal />
          <DaoValues />
        </SimpleGrid>
        <Governance />
        <DaoPools />
        <DaoRewards />
      </Stack>
    </>
  );
}
