/**
 * docs/product.md §4, wallet linking in the cabinet (docs/decisions.md 26):
 * - an account without a wallet links the connected one with a SIWE proof; success says
 *   so, any failure signs out silently, and a wallet already linked to another account
 *   is then explained on the sign-in page (?error=wallet-taken);
 * - an account whose wallet differs from the connected one is signed out, sent to
 *   /sign-in, and told 'Metamask is not valid!' a moment later.
 * Either sign-out also disconnects the wallet, so the next sign-in does not repeat it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths, type SignInError, signInErrorQuery } from '../../../config/paths.ts';
import { useLocalizedPath } from '../../../hooks/use-locale.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';
import { notifySuccess, notifyWarning } from '../../../lib/notify.ts';
import { updateUser, useSession } from '../../../lib/session.ts';
import { signOutSilently } from '../../../lib/sign-out.ts';
import { disconnectWallet, sameAddress, signWalletProof, useWallet } from '../../../lib/web3/index.ts';
import { getWalletNonce } from '../api/get-wallet-nonce.ts';
import { linkWallet } from '../api/link-wallet.ts';
import { SIWE_STATEMENT } from '../utils/siwe-statement.ts';

/** docs/product.md §4: the mismatch message comes "shortly after" the redirect, once the sign-in page shows. */
export const NOT_VALID_DELAY_MS = 1000;

export function useWalletLinking(): void {
  const wallet = useWallet();
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  /** The situation last acted on, so a re-render (or StrictMode's second effect) does not act twice. */
  const handled = useRef<string | null>(null);
  const user = session.status === 'authenticated' ? session.user : null;
  const { account, connection, netID, network } = wallet;

  useEffect(() => {
    if (!user || connection !== 'connected' || !account) return;
    if (sameAddress(user.metaMaskAddress, account)) return;
    const situation = `${user.id}:${user.metaMaskAddress}:${account}:${netID}`;
    if (handled.current === situation) return;
    handled.current = situation;

    const signOut = async (error?: SignInError) => {
      await disconnectWallet().catch(() => undefined);
      await signOutSilently(queryClient);
      navigate(error ? `${to(paths.signIn)}${signInErrorQuery(error)}` : to(paths.signIn), { replace: true });
    };

    if (user.metaMaskAddress) {
      void signOut().then(() => setTimeout(() => notifyWarning(i18n.t('api:wallet.notValid')), NOT_VALID_DELAY_MS));
      return;
    }
    // The server links only proofs from allowed networks: wait for the wallet to move rather than fail.
    if (!network?.supported) {
      notifyWarning(i18n.t('api:wallet.unsupportedNetwork', { id: netID }));
      return;
    }
    void (async () => {
      try {
        const { nonce, expiresAt } = await getWalletNonce();
        const proof = await signWalletProof({ nonce, expiresAt, statement: SIWE_STATEMENT.link });
        const linked = await linkWallet({
          id: user.id,
          metaMaskAddress: proof.address,
          message: proof.message,
          signature: proof.signature,
        });
        notifySuccess(i18n.t('api:wallet.linked'));
        updateUser(linked);
      } catch (error) {
        const taken = isApiError(error, 'wallet.addressTaken');
        await signOut(taken ? 'wallet-taken' : undefined);
      }
    })();
  }, [user, account, connection, netID, network, queryClient, navigate, to]);
}
