import { authEndpoints, type LoginV2Body, type Session } from '@yc/contract/auth';
import { request } from '../../../lib/api-client.ts';

/** Signs in (or up) with a SIWE proof; the caller starts the session. */
export const loginWithWallet = (body: LoginV2Body): Promise<Session> => request(authEndpoints.loginV2, { body });
