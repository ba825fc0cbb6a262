import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { ConfirmRegistrationForm } from '../../features/auth/components/confirm-registration-form.tsx';

export default function RegistrationConfirmRoute() {
  return (
    <AuthCard titleKey="confirm.title">
      <ConfirmRegistrationForm />
    </AuthCard>
  );
}
