/** Deposit test helpers: users who proved a wallet by SIWE, wallets sending on anvil, anvil's test RPC methods. */
import type { DepositClaim } from '@yc/contract';
import {
  type Address,
  createWalletClient,
  type Hash,
  type Hex,
  http,
  publicActions,
  type TransactionReceipt,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { anvil as anvilChain } from 'viem/chains';
import { createSiweMessage } from 'viem/siwe';
import { expect } from 'vitest';
import { MockERC20 } from '../../src/modules/chain/artifacts.ts';
import { bearer, post } from './accounts.ts';
import type { Anvil } from './anvil.ts';
import type { TestApp } from './test-app.ts';

const HOST = 'localhost:3000';

export interface WalletUser {
  id: string;
  token: string;
  address: Address;
  headers: Record<string, string>;
}

/** A SIWE proof of the key's wallet, as login-v2 and connect-mm take it. */
export async function walletProof(t: TestApp, chainId: number, key: Hex) {
  const account = privateKeyToAccount(key);
  const nonceRes = await post(t.app, '/api/v1/wallet/nonce', undefined, { host: HOST });
  const { nonce } = nonceRes.json() as { nonce: string };
  const message = createSiweMessage({
    address: account.address,
    chainId,
    domain: HOST,
    uri: `http://${HOST}/sign-in`,
    version: '1',
    nonce,
    issuedAt: new Date(),
    expirationTime: new Date(Date.now() + 5 * 60_000),
    statement: 'Sign in to Yield Finance',
  });
  return { metaMaskAddress: account.address, message, signature: await account.signMessage({ message }) };
}

/** Signs in with the key's wallet (creating the account): the user has proven that wallet. */
export async function walletUser(t: TestApp, chainId: number, key: Hex): Promise<WalletUser> {
  const proof = await walletProof(t, chainId, key);
  const res = await post(t.app, '/api/v1/login-v2', proof, { host: HOST });
  if (res.statusCode !== 200) throw new Error(`wallet sign-in failed: ${res.body}`);
  const session = res.json() as { token: string; user: { id: string } };
  return {
    id: session.user.id,
    token: session.token,
    address: proof.metaMaskAddress,
    headers: bearer(session.token),
  };
}

/** Links the key's wallet to a password account (connect-mm). */
export async function linkWallet(t: TestApp, user: { id: string; token: string }, chainId: number, key: Hex) {
  const proof = await walletProof(t, chainId, key);
  const res = await post(t.app, '/api/v1/connect-mm', { id: user.id, ...proof }, { host: HOST, ...bearer(user.token) });
  if (res.statusCode !== 200) throw new Error(`wallet link failed: ${res.body}`);
}

export function walletOf(anvil: Anvil, key: Hex) {
  return createWalletClient({
    account: privateKeyToAccount(key),
    chain: anvilChain,
    transport: http(anvil.url),
  }).extend(publicActions);
}
export type TestWallet = ReturnType<typeof walletOf>;

/** Calls one of anvil's own RPC methods (anvil_mine, evm_snapshot, evm_revert). */
export async function anvilRpc<T = unknown>(anvil: Anvil, method: string, params: unknown[] = []): Promise<T> {
  const res = await fetch(anvil.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await res.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result as T;
}

export const mine = (anvil: Anvil, blocks: number) => anvilRpc(anvil, 'anvil_mine', [`0x${blocks.toString(16)}`]);

export async function receipt(wallet: TestWallet, hash: Hash): Promise<TransactionReceipt> {
  return wallet.waitForTransactionReceipt({ hash, pollingInterval: 20 });
}

/** An ERC-20 transfer mined; `gas` set skips estimation, so a failing transfer is mined and reverts. */
/** Reports a transfer as `user` and expects it taken (202): the claim answered. */
export async function reportClaim(t: TestApp, user: { headers: Record<string, string> }, body: object) {
  const res = await post(t.app, '/api/v1/dashboard/deposit', body, user.headers);
  expect(res.statusCode, res.body).toBe(202);
  return res.json() as DepositClaim;
}

export async function sendToken(wallet: TestWallet, token: Address, to: Address, value: bigint, gas?: bigint) {
  const hash = await wallet.writeContract({
    address: token,
    abi: MockERC20.abi,
    functionName: 'transfer',
    args: [to, value],
    ...(gas ? { gas } : {}),
  });
  return receipt(wallet, hash);
}
