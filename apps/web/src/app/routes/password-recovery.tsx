import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { PasswordRecoveryForm } from '../../features/auth/components/password-recovery-form.tsx';

export default function PasswordRecoveryRoute() {
  return (
    <AuthCard titleKey="recovery.title">
      <PasswordRecoveryForm />
    </AuthCard>
  );
}
