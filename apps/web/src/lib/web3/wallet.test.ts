/**
 * The wallet layer with the real wagmi injected connector, driven by a mocked EIP-1193
 * wallet announced through EIP-6963, and the server's RPC proxy stubbed in fetch.
 */
import { waitFor } from '@testing-library/react';
import {
  type Address,
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionResult,
  getAddress,
  type Hex,
  hexToString,
  multicall3Abi,
} from 'viem';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chainConfig, devTokens } from '../../testing/chain.ts';
import { connectTestWallet as connect, MockWallet } from '../../testing/mock-wallet.ts';
import { stubFetch } from '../../testing/render.tsx';
import { erc20Abi } from './erc20.ts';
import { getWalletState, listWallets, loadWallet, mayHaveConnection } from './index.ts';

const [alice, bob] = ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'];
const MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11';

let mock: MockWallet;

/** The first parameter of a JSON-RPC call: the transaction of an eth_call. */
const txOf = (params: readonly unknown[] | undefined) => (params as unknown[])[0] as { to: Address; data: Hex };
let rpcCalls: Array<{ method: string; params?: unknown[] }>;

/** Chain 1 as the server's RPC proxy answers it: alice holds 2 ETH and 12.5 USDT there. */
function mainnet(body: { id: number; method: string; params?: unknown[] }) {
  rpcCalls.push(body);
  const answer = (result: unknown) => ({ json: { jsonrpc: '2.0', id: body.id, result } });
  if (body.method === 'eth_chainId') return answer('0x1');
  if (body.method !== 'eth_call') throw new Error(`unexpected ${body.method}`);
  const { to, data } = txOf(body.params);
  const contract = (target: Address, call: Hex): Hex => {
    // Multicall3 answers the native balance itself (getEthBalance).
    if (getAddress(target) === MULTICALL3) return encodeAbiParameters([{ type: 'uint256' }], [2n * 10n ** 18n]);
    const { functionName } = decodeFunctionData({ abi: erc20Abi, data: call });
    if (functionName === 'decimals') return encodeAbiParameters([{ type: 'uint8' }], [6]);
    if (functionName === 'balanceOf') return encodeAbiParameters([{ type: 'uint256' }], [12_500_000n]);
    throw new Error(functionName);
  };
  if (getAddress(to) !== MULTICALL3) return answer(contract(to, data));
  const { args } = decodeFunctionData({ abi: multicall3Abi, data });
  const calls = args[0] as readonly { target: Address; callData: Hex }[];
  return answer(
    encodeFunctionResult({
      abi: multicall3Abi,
      functionName: 'aggregate3',
      result: calls.map((c) => ({ success: true, returnData: contract(c.target, c.callData) })),
    }),
  );
}

beforeAll(() => {
  rpcCalls = [];
  stubFetch({
    'GET /api/v1/chain/config': () => ({ json: chainConfig }),
    'POST /api/v1/chain/1/rpc': (body) => mainnet(body as Parameters<typeof mainnet>[0]),
  });
  // Like most extensions: announced through EIP-6963 and also window.ethereum.
  mock = new MockWallet({ accounts: [alice], legacy: true }).announce();
  mock.setNative(alice, 1_500_000_000_000_000_001n);
  mock.setToken(devTokens.USDT.address, 6, { [alice]: 1_234_567_891n });
  mock.setToken(devTokens.USDC.address, 6, {});
  mock.setToken(devTokens.WAVES.address, 8, { [alice]: 12_345_678_901n });
});

afterEach(async () => {
  await (await loadWallet()).disconnect();
  mock.accounts = [alice];
  mock.chainId = 31337;
  mock.requests = [];
});

describe('wallet layer', () => {
  it('discovers the announced wallet once, though it is also window.ethereum', async () => {
    expect(await listWallets()).toEqual([{ id: expect.any(String), name: 'Test Wallet', icon: mock.info.icon }]);
  });

  it('maps the connection to the docs/product.md §3 state and remembers it for the next visit', async () => {
    expect(getWalletState()).toMatchObject({ layer: 'ready', account: null, netID: null, metaMaskAddress: '' });
    expect(mayHaveConnection()).toBe(false);
    await connect();
    expect(getWalletState()).toMatchObject({
      connection: 'connected',
      account: alice,
      metaMaskAddress: alice,
      netID: 31337,
      walletName: 'Test Wallet',
    });
    expect(getWalletState().network?.supported).toBe(true);
    expect(mayHaveConnection()).toBe(true);
  });

  it('reads exact balances, one call at a time on the dev chain, and 0 where no token is configured', async () => {
    await connect();
    const balances = await (await loadWallet()).readBalances(31337, alice);
    expect(balances).toEqual({
      ETH: '1.500000000000000001',
      USDT: '1234.567891',
      USDC: '0',
      WAVES: '123.45678901',
      BNB: '0',
      BUSD: '0',
      SOL: '0',
    });
    const targets = mock.calls('eth_call').map((p) => getAddress(txOf(p).to));
    // balanceOf and decimals of each configured token, never a multicall contract the dev chain lacks.
    expect(new Set(targets)).toEqual(new Set(Object.values(devTokens).map((t) => getAddress(t.address))));
  });

  it("follows the wallet's chain and account changes", async () => {
    await connect();
    mock.switchChain(137);
    await waitFor(() => expect(getWalletState().netID).toBe(137));
    expect(getWalletState().network).toMatchObject({ name: 'Polygon', supported: false });
    mock.switchAccount(bob);
    await waitFor(() => expect(getWalletState().account).toBe(bob));
    mock.switchChain(10);
    await waitFor(() => expect(getWalletState()).toMatchObject({ netID: 10, network: null }));
  });

  it('reads through the server proxy where the network has one, batched by Multicall3', async () => {
    await connect();
    mock.switchChain(1);
    await waitFor(() => expect(getWalletState().netID).toBe(1));
    mock.requests = [];
    rpcCalls.length = 0;
    const balances = await (await loadWallet()).readBalances(1, alice);
    expect(balances).toMatchObject({ ETH: '2', USDT: '12.5', USDC: '0', WAVES: '0' });
    // One request: the native balance and both token reads in one Multicall3 aggregate.
    expect(rpcCalls).toHaveLength(1);
    expect(rpcCalls[0]?.method).toBe('eth_call');
    expect(getAddress(txOf(rpcCalls[0]?.params).to)).toBe(MULTICALL3);
    // Nothing was read through the wallet.
    expect(mock.requests.filter((r) => r.method.startsWith('eth_call') || r.method === 'eth_getBalance')).toEqual([]);
  });

  it('signs an EIP-4361 message for this site with personal_sign', async () => {
    await connect();
    const expiresAt = '2030-01-01T00:05:00.000Z';
    const proof = await (await loadWallet()).signProof({ nonce: 'n0nce1234567', expiresAt, statement: 'Sign in.' });
    expect(proof).toMatchObject({ address: alice, chainId: 31337, signature: `0x${'ab'.repeat(65)}` });
    const lines = proof.message.split('\n');
    expect(lines.slice(0, 4)).toEqual([
      `${location.host} wants you to sign in with your Ethereum account:`,
      alice,
      '',
      'Sign in.',
    ]);
    expect(lines.slice(5)).toEqual([
      `URI: ${location.origin}`,
      'Version: 1',
      'Chain ID: 31337',
      'Nonce: n0nce1234567',
      expect.stringMatching(/^Issued At: \d{4}-\d\d-\d\dT/),
      `Expiration Time: ${expiresAt}`,
    ]);
    const [signed] = mock.calls('personal_sign');
    expect(hexToString(signed?.[0] as Hex)).toBe(proof.message);
    expect(signed?.[1]).toBe(alice);
  });

  it('forgets the connection on disconnect', async () => {
    await connect();
    await (await loadWallet()).disconnect();
    expect(getWalletState()).toMatchObject({ connection: 'disconnected', account: null, netID: null });
    expect(mayHaveConnection()).toBe(false);
  });
});
