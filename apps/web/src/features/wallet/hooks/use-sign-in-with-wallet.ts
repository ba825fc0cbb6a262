/**
 * Sign-In with Ethereum (decision 27): a server nonce, an EIP-4361 message signed by the
 * connected wallet, then `login-v2` with the spec's fields (docs/product.md §3 login payload,
 * invite and utm from cookies) — and the session starts as with a password.
 */
import { useMutation } from '@tanstack/react-query';
import { isTotpChallenge } from '@yc/contract/sign-in-answer';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useLocale, useLocalizedPath } from '../../../hooks/use-locale.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notifyError } from '../../../lib/notify.ts';
import { startSession } from '../../../lib/session.ts';
import { trackedFields } from '../../../lib/tracking.ts';
import {
  getWalletState,
  notifyWalletError,
  signWalletProof,
  WalletError,
  walletMessageOf,
} from '../../../lib/web3/index.ts';
import { getWalletNonce } from '../api/get-wallet-nonce.ts';
import { loginWithWallet } from '../api/login-with-wallet.ts';
import { SIWE_STATEMENT } from '../utils/siwe-statement.ts';

export function useSignInWithWallet() {
  const { t } = useTranslation(['wallet', 'api']);
  const locale = useLocale();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  return useMutation({
    mutationFn: async () => {
      const { account, netID, network } = getWalletState();
      if (!account) throw new WalletError('notConnected');
      // The server signs in only on allowed networks: say so before asking for a signature.
      if (!network?.supported) throw new WalletError('unsupportedNetwork', { id: netID ?? '' });
      const { nonce, expiresAt } = await getWalletNonce();
      const proof = await signWalletProof({ nonce, expiresAt, statement: SIWE_STATEMENT.signIn });
      return loginWithWallet({
        metaMaskAddress: proof.address,
        source: location.hostname,
        locale,
        message: proof.message,
        signature: proof.signature,
        ...trackedFields(),
      });
    },
    onSuccess: (session) => {
      // An operator's wallet earns the code step of the sign-in page (decision 67), which reads the challenge.
      if (isTotpChallenge(session)) return navigate(to(paths.signIn), { state: { totpChallenge: session.challenge } });
      navigate(to(session.user.role ? paths.cabinet.dashboard : paths.registrationConfirm));
      startSession(session);
    },
    onError: (error) => {
      // A refusal in the wallet is not a failed login: say what the wallet said.
      if (error instanceof WalletError || walletMessageOf(error)) notifyWalletError(error);
      else notifyError(error, t('api:auth.invalidCredentials'));
    },
  });
}
