import { CabinetLayout } from '../../../components/layouts/cabinet-layout.tsx';
import { RequireInvestor } from '../../guards.tsx';

export default function CabinetLayoutRoute() {
  return (
    <RequireInvestor>
      <CabinetLayout />
    </RequireInvestor>
  );
}
