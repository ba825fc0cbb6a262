import type { LoginV2Body, SignIn } from '@yc/contract/auth';
import { request } from '../../../lib/api-client.ts';

/** Signs in (or up) with a SIWE proof; the caller starts the session, or asks for the code of an operator. */
export const loginWithWallet = (body: LoginV2Body): Promise<SignIn> =>
  request(() => import('@yc/contract/auth').then((m) => m.authEndpoints.loginV2), { body });
