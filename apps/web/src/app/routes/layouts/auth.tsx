import { AuthLayout } from '../../../components/layouts/auth-layout.tsx';
import { GuestOnly } from '../../guards.tsx';

export default function AuthLayoutRoute() {
  return (
    <GuestOnly>
      <AuthLayout />
    </GuestOnly>
  );
}
