/** Sign in or up with a wallet, under the password form (docs/product.md §1). The wallet code loads on first use. */
import { Divider, Stack } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSignInWithWallet } from '../hooks/use-sign-in-with-wallet.ts';
import { ConnectWalletButton } from './connect-wallet-button.tsx';

export function WalletSignIn({ mode }: { mode: 'signIn' | 'signUp' }) {
  const { t } = useTranslation('wallet');
  const signIn = useSignInWithWallet();
  return (
    <Stack gap="md" mt="md">
      <Divider label={t('signIn.or')} labelPosition="center" />
      <ConnectWalletButton
        label={t(mode === 'signIn' ? 'signIn.signIn' : 'signIn.signUp')}
        variant="default"
        fullWidth
        // A phone is too narrow for "Зарегистрироваться через кошелёк" on one line: the button grows, the text wraps.
        h="auto"
        mih="var(--button-height)"
        py={6}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'center', overflow: 'visible' } }}
        loading={signIn.isPending}
        onConnected={() => signIn.mutate()}
        testId="wallet-sign-in"
      />
    </Stack>
  );
}
