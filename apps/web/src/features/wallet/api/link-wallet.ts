import { authEndpoints, type connectWalletBody, type User } from '@yc/contract/auth';
import type { z } from 'zod/mini';
import { request } from '../../../lib/api-client.ts';

export type LinkWalletBody = z.input<typeof connectWalletBody>;

/** Links a proven wallet to the signed-in account (docs/product.md §4). */
export const linkWallet = async (body: LinkWalletBody): Promise<User> =>
  (await request(authEndpoints.connectWallet, { body })).user;
