import { RequireInvestor } from '../../guards.tsx';
import { CabinetLayout } from '../../layouts/cabinet-layout.tsx';

export default function CabinetLayoutRoute() {
  return (
    <RequireInvestor>
      <CabinetLayout />
    </RequireInvestor>
  );
}
