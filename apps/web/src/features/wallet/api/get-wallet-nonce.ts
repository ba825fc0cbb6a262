import { request } from '../../../lib/api-client.ts';

/** A single-use nonce for one Sign-In with Ethereum message, and when it expires. */
export const getWalletNonce = () => request(() => import('@yc/contract/auth').then((m) => m.authEndpoints.walletNonce));
