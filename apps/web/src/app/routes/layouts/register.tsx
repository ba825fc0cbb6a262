import { RegisterLayout } from '../../../components/layouts/register-layout.tsx';
import { UnconfirmedOnly } from '../../guards.tsx';

export default function RegisterLayoutRoute() {
  return (
    <UnconfirmedOnly>
      <RegisterLayout />
    </UnconfirmedOnly>
  );
}
