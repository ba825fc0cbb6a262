import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { SignUpForm } from '../../features/auth/components/sign-up-form.tsx';
import { WalletSignIn } from '../../features/wallet/components/wallet-sign-in.tsx';

export default function SignUpRoute() {
  return (
    <AuthCard titleKey="signUp.title">
      <SignUpForm />
      <WalletSignIn mode="signUp" />
    </AuthCard>
  );
}
