import { authEndpoints } from '@yc/contract/auth';
import { request } from '../../../lib/api-client.ts';

/** A single-use nonce for one Sign-In with Ethereum message, and when it expires. */
export const getWalletNonce = () => request(authEndpoints.walletNonce);
