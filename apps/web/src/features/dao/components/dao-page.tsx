/** The DAO area (/cabinet/dao): governance, liquidity pools, prices and values, and personal info (docs/product.md §2). */
import { CardsPage } from '../../../components/layouts/cards-page.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { DaoPersonal } from './dao-personal.tsx';
import { DaoPools } from './dao-pools.tsx';
import { DaoRewards } from './dao-rewards.tsx';
import { DaoValues } from './dao-values.tsx';
import { Governance } from './governance.tsx';

export function DaoPage() {
  const { t } = useTranslation('cabinet');
  return (
    <CardsPage title={t('cabinet:dao.title')} first={<DaoPersonal />} second={<DaoValues />}>
      <Governance />
      <DaoPools />
      <DaoRewards />
    </CardsPage>
  );
}
