import { DaoPage } from '../../../features/dao/components/dao-page.tsx';

export default function DaoRoute() {
  return <DaoPage />;
}
