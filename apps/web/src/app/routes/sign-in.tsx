import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { SignInForm } from '../../features/auth/components/sign-in-form.tsx';
import { WalletSignIn } from '../../features/wallet/components/wallet-sign-in.tsx';

export default function SignInRoute() {
  return (
    <AuthCard titleKey="signIn.title">
      <SignInForm />
      <WalletSignIn mode="signIn" />
    </AuthCard>
  );
}
