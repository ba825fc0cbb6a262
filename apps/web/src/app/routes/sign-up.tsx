import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { SignUpForm } from '../../features/auth/components/sign-up-form.tsx';

export default function SignUpRoute() {
  return (
    <AuthCard titleKey="signUp.title">
      <SignUpForm />
    </AuthCard>
  );
}
