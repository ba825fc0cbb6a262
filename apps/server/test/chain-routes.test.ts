/**
 * The chain endpoints: runtime config, the read-only RPC proxy, and in dev mode the dev
 * wallet (endpoint, provider script, index.html tag) — and none of the dev parts in production.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { api, COOKIES, chainConfigResponse, DEV_WALLET_METHODS, RPC_READ_METHODS } from '@yc/contract';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  custom,
  type EIP1193Provider,
  encodeFunctionData,
  type Hex,
  http,
  parseEther,
  toHex,
  verifyMessage,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MockERC20 } from '../src/modules/chain/artifacts.ts';
import { DEMO_WALLETS, DEV_WALLET_ACCOUNT } from '../src/modules/chain/dev-accounts.ts';
import { forwardRpc, UpstreamError } from '../src/modules/chain/rpc-proxy.ts';
import { post } from './helpers/accounts.ts';
import { type Anvil, startAnvil } from './helpers/anvil.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

const INDEX_HTML = '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>';
const PROVIDER_TAG = '<script type="module" src="/dev/wallet-provider.js"></script>';

function webDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'yc-web-'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  return dir;
}

/** A port nothing listens on. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

const rpc = (method: string, params: unknown[] = [], id: number | string | null = 1) => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
});

describe(`chain endpoints in dev mode on ${engine}`, () => {
  let anvil: Anvil;
  let t: TestApp;
  const client = () => createPublicClient({ transport: http(anvil.url) });

  beforeAll(async () => {
    anvil = await startAnvil();
    t = await createTestApp({ CHAIN_RPC_URL_31337: anvil.url, SUPPORTED_CHAIN_IDS: '31337', WEB_DIST: webDist() });
  });
  afterAll(async () => {
    await t?.close();
    await anvil?.stop();
  });

  const wallet = (method: string, params?: unknown[]) => post(t.app, '/api/v1/dev/wallet', { method, params });
  const proxy = (body: unknown, chain = '31337') => post(t.app, `/api/v1/chain/${chain}/rpc`, body);

  it('serves the runtime config: the dev chain with its tokens first and supported, the others by the file', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/chain/config' });
    expect(res.statusCode).toBe(200);
    const config = chainConfigResponse.parse(res.json());
    expect(config.defaultChainId).toBe(31337);
    expect(config.networks.map((n) => n.chainId)).toEqual([31337, 1, 137, 56, 250]);
    const [dev, ethereum] = config.networks;
    expect(dev).toMatchObject({ dev: true, supported: true, rpcPath: '/api/v1/chain/31337/rpc' });
    expect(dev?.tokens.map((x) => x.symbol)).toEqual(['USDT', 'USDC', 'BUSD', 'WAVES', 'SOL', 'BNB']);
    expect(dev?.tokens).toEqual(t.app.chain.dev?.tokens);
    expect(ethereum).toMatchObject({
      dev: false,
      supported: false,
      rpcPath: null,
      blockExplorerUrl: 'https://etherscan.io',
    });
    expect(t.app.chain.isSupported(31337)).toBe(true);
    expect(t.app.chain.isSupported(1)).toBe(false);
    expect(t.app.chain.client(1)).toBeUndefined();
    expect(t.app.chain.network(56)?.tokens).toHaveLength(3);
    expect(t.app.chain.dev).toMatchObject({ walletAccount: DEV_WALLET_ACCOUNT.address, rpcUrl: anvil.url });
    expect(t.app.chain.dev?.demoWallets).toEqual(DEMO_WALLETS);
  });

  it('forwards read calls to the node and answers as the node did', async () => {
    const chainId = await proxy(rpc('eth_chainId', [], 'a'));
    expect(chainId.statusCode).toBe(200);
    expect(chainId.json()).toEqual({ jsonrpc: '2.0', id: 'a', result: '0x7a69' });

    const usdt = t.app.chain.dev?.tokens[0]?.address as Address;
    const data = encodeFunctionData({
      abi: MockERC20.abi,
      functionName: 'balanceOf',
      args: [DEV_WALLET_ACCOUNT.address],
    });
    const call = await proxy(rpc('eth_call', [{ to: usdt, data }, 'latest'], 7));
    expect(call.json()).toMatchObject({ id: 7, result: toHex(1_000_000n * 10n ** 6n, { size: 32 }) });

    // A JSON-RPC error is an answer, not a failure of the proxy.
    const bad = await proxy(rpc('eth_getBalance', ['not an address', 'latest'], null));
    expect(bad.statusCode).toBe(200);
    expect(bad.json()).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: expect.any(Number) } });
  });

  it.each([
    'eth_sendTransaction',
    'eth_sendRawTransaction',
    'eth_sign',
    'personal_sign',
    'eth_signTypedData_v4',
    'anvil_setBalance',
    'evm_mine',
  ])('refuses %s with 400 JSON', async (method) => {
    const res = await proxy(rpc(method, []));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('answers 404 JSON for a network it has no node for, 400 for a chain that is no number', async () => {
    for (const chain of ['1', '999']) {
      const res = await proxy(rpc('eth_chainId'), chain);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, message: expect.any(String) });
    }
    expect((await proxy(rpc('eth_chainId'), 'mainnet')).statusCode).toBe(400);
  });

  it('dev wallet: connects with anvil account 1 on the dev chain', async () => {
    for (const method of ['eth_accounts', 'eth_requestAccounts']) {
      expect((await wallet(method)).json()).toEqual({ result: [DEV_WALLET_ACCOUNT.address] });
    }
    expect((await wallet('eth_chainId')).json()).toEqual({ result: '0x7a69' });
    expect((await wallet('wallet_switchEthereumChain', [{ chainId: '0x7a69' }])).json()).toEqual({ result: null });
    const other = await wallet('wallet_switchEthereumChain', [{ chainId: '0x1' }]);
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ code: 'wallet.chainNotSupported' });
  });

  it('dev wallet: personal_sign signs for its own address only', async () => {
    const message = 'Sign in to Yield Cabinet\nNonce: 1234';
    const res = await wallet('personal_sign', [toHex(message), DEV_WALLET_ACCOUNT.address.toLowerCase()]);
    expect(res.statusCode).toBe(200);
    const signature = res.json().result as Hex;
    expect(await verifyMessage({ address: DEV_WALLET_ACCOUNT.address, message, signature })).toBe(true);

    const stranger = await wallet('personal_sign', [toHex(message), DEMO_WALLETS[1]?.address]);
    expect(stranger.statusCode).toBe(403);
    expect((await wallet('personal_sign', [message, DEV_WALLET_ACCOUNT.address])).statusCode).toBe(400);
    expect((await wallet('personal_sign', [toHex(message)])).statusCode).toBe(400);
  });

  it('dev wallet: eth_sendTransaction moves ETH on the chain', async () => {
    const to = DEMO_WALLETS[2]?.address as Address;
    const before = await client().getBalance({ address: to });
    const res = await wallet('eth_sendTransaction', [
      { from: DEV_WALLET_ACCOUNT.address, to, value: toHex(parseEther('1.5')) },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const hash = res.json().result as Hex;
    const receipt = await client().waitForTransactionReceipt({ hash, pollingInterval: 50 });
    expect(receipt).toMatchObject({ status: 'success', from: DEV_WALLET_ACCOUNT.address.toLowerCase() });
    expect(await client().getBalance({ address: to })).toBe(before + parseEther('1.5'));
  });

  it('dev wallet: refuses other senders, other fields, failing sends and every other method', async () => {
    const to = DEMO_WALLETS[2]?.address;
    const send = (tx: object) => wallet('eth_sendTransaction', [{ from: DEV_WALLET_ACCOUNT.address, to, ...tx }]);
    expect(
      (await wallet('eth_sendTransaction', [{ from: DEMO_WALLETS[1]?.address, to, value: '0x1' }])).statusCode,
    ).toBe(403);
    expect((await send({ nonce: '0x0' })).statusCode).toBe(400);
    expect((await send({ value: '1' })).statusCode).toBe(400);
    expect((await send({ gasPrice: '0x1', maxFeePerGas: '0x1' })).statusCode).toBe(400);
    // More ETH than the account has: the node refuses, the wallet answers 400.
    expect((await send({ value: toHex(parseEther('100000000')) })).statusCode).toBe(400);
    for (const method of ['eth_sign', 'eth_signTypedData_v4', 'eth_signTransaction', 'wallet_addEthereumChain']) {
      const res = await wallet(method, []);
      expect(res.statusCode, method).toBe(400);
      expect(res.json().details[0].field).toBe('body.method');
    }
  });

  it('dev wallet: hostile bodies get 4xx JSON', async () => {
    for (const payload of [
      '{',
      '[]',
      'null',
      '{"method":"eth_accounts","params":"x"}',
      JSON.stringify({ method: 'personal_sign', params: [`0x${'ab'.repeat(70_000)}`, DEV_WALLET_ACCOUNT.address] }),
      '{"__proto__":{"method":"eth_accounts"}}',
    ]) {
      for (const url of ['/api/v1/dev/wallet', '/api/v1/chain/31337/rpc']) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': 'application/json' },
        });
        expect(res.statusCode, `${url} ${payload.slice(0, 40)}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${url} ${payload.slice(0, 40)}`).toBeLessThan(500);
        expect(res.json()).toMatchObject({ statusCode: res.statusCode });
      }
    }
  });

  it('serves the dev wallet provider script and adds it to index.html', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/dev/wallet-provider.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^application\/javascript/);
    expect(script.body).toContain('eip6963:announceProvider');
    expect(script.body).not.toMatch(/window\.ethereum/);
    // Its method lists are the contract's.
    const list = (name: string) =>
      JSON.parse(
        (new RegExp(`const ${name} = (\\[[^\\]]*\\])`).exec(script.body)?.[1] ?? '')
          .replaceAll("'", '"')
          .replace(/,\s*\]/, ']'),
      );
    expect(list('WALLET_METHODS')).toEqual([...DEV_WALLET_METHODS]);
    expect(list('READ_METHODS')).toEqual([...RPC_READ_METHODS]);

    const page = await t.app.inject({
      method: 'GET',
      url: '/cabinet/dashboard',
      headers: { cookie: `${COOKIES.signedIn.name}=1` },
    });
    expect(page.statusCode).toBe(200);
    // In the head (the page's own head tags follow it).
    expect(page.body.split('</head>')[0]).toContain(PROVIDER_TAG);
  });

  it('the provider script is an EIP-1193 provider announced through EIP-6963, backed by these endpoints', async () => {
    const realFetch = globalThis.fetch;
    const storage = new Map<string, string>();
    const win = new EventTarget();
    vi.stubGlobal('window', win);
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => storage.set(k, String(v)),
      removeItem: (k: string) => storage.delete(k),
    });
    // The page's same-origin calls reach the app; viem's own calls to anvil go out as usual.
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      if (/^https?:/.test(String(input))) return realFetch(input, init);
      const res = await t.app.inject({
        method: (init?.method ?? 'GET') as 'POST',
        url: String(input),
        payload: init?.body as string,
        headers: { 'content-type': 'application/json' },
      });
      return new Response(res.body, {
        status: res.statusCode,
        headers: { 'content-type': String(res.headers['content-type']) },
      });
    });
    try {
      const announced: Array<{ info: Record<string, string>; provider: EIP1193Provider }> = [];
      win.addEventListener('eip6963:announceProvider', (e) => announced.push((e as CustomEvent).detail));
      await import(pathToFileURL(path.join(import.meta.dirname, '../src/modules/chain/wallet-provider.js')).href);
      expect(announced).toHaveLength(1);
      expect(announced[0]?.info).toEqual({
        uuid: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
        name: 'Dev wallet',
        icon: expect.stringMatching(/^data:image\/svg\+xml,/),
        rdns: 'dev.yieldcabinet.wallet',
      });
      win.dispatchEvent(new Event('eip6963:requestProvider'));
      expect(announced).toHaveLength(2);
      expect(announced[1]).toBe(announced[0]);
      const provider = announced[0]?.provider as EIP1193Provider;

      const events: unknown[] = [];
      provider.on('connect', (info) => events.push(['connect', info]));
      provider.on('accountsChanged', (accounts) => events.push(['accountsChanged', accounts]));
      expect(await provider.request({ method: 'eth_accounts' })).toEqual([]);
      await expect(
        provider.request({ method: 'personal_sign', params: ['0x00', DEV_WALLET_ACCOUNT.address] }),
      ).rejects.toMatchObject({ code: 4100 });
      const address = DEV_WALLET_ACCOUNT.address;
      expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([address]);
      expect(events).toEqual([
        ['connect', { chainId: '0x7a69' }],
        ['accountsChanged', [address]],
      ]);
      expect(await provider.request({ method: 'eth_accounts' })).toEqual([address]);

      // viem through the provider, as wagmi's injected connector uses it.
      const reader = createPublicClient({ transport: custom(provider) });
      expect(await reader.getChainId()).toBe(31337);
      expect(await reader.getBalance({ address })).toBeGreaterThan(0n);
      const signer = createWalletClient({ account: address, transport: custom(provider) });
      const signature = await signer.signMessage({ message: 'hello' });
      expect(await verifyMessage({ address, message: 'hello', signature })).toBe(true);
      const to = DEMO_WALLETS[1]?.address as Address;
      const before = await client().getBalance({ address: to });
      const hash = await signer.sendTransaction({ to, value: 1234n, chain: null });
      await reader.waitForTransactionReceipt({ hash, pollingInterval: 50 });
      expect(await client().getBalance({ address: to })).toBe(before + 1234n);

      await expect(provider.request({ method: 'eth_sign', params: [address, '0x00'] } as never)).rejects.toMatchObject({
        code: 4200,
      });
      await expect(
        provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
      ).rejects.toMatchObject({
        code: 4902,
      });
      await expect(provider.request({ method: 'personal_sign', params: ['0x00', to] })).rejects.toMatchObject({
        code: 4100,
      });
      await expect(
        provider.request({ method: 'eth_getBalance', params: ['nope', 'latest'] } as never),
      ).rejects.toMatchObject({
        code: expect.any(Number),
      });

      events.length = 0;
      expect(await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })).toBeNull();
      expect(events).toEqual([['accountsChanged', []]]);
      expect(await provider.request({ method: 'eth_accounts' })).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('routes the dev wallet endpoint in the contract', () => {
    expect(t.app.hasRoute({ method: 'POST', url: api.devWallet.path })).toBe(true);
  });
});

describe(`chain endpoints outside dev mode on ${engine}`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      CHAIN_RPC_URL_1: `http://127.0.0.1:${await closedPort()}`,
      RATE_LIMIT_PER_MINUTE: '600',
      WEB_DIST: webDist(),
    });
  });
  afterAll(() => t?.close());

  it('has no dev chain: only chain 1 is supported', async () => {
    const config = chainConfigResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/v1/chain/config' })).json(),
    );
    expect(config.defaultChainId).toBe(1);
    expect(config.networks.map((n) => [n.chainId, n.supported, n.dev, n.rpcPath])).toEqual([
      [1, true, false, '/api/v1/chain/1/rpc'],
      [137, false, false, null],
      [56, false, false, null],
      [250, false, false, null],
    ]);
    expect(t.app.chain.devChainId).toBeNull();
    expect(t.app.chain.dev).toBeNull();
    expect(t.app.chain.client(1)).toBeDefined();
  });

  it('answers 502 JSON when the node does not answer, under the global rate limit', async () => {
    const res = await post(t.app, '/api/v1/chain/1/rpc', rpc('eth_blockNumber'));
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ statusCode: 502, error: 'Bad Gateway', message: expect.any(String) });
    expect(res.headers['x-ratelimit-limit']).toBe('600');
  });

  it('has no dev wallet: no endpoint, no script, no tag in index.html', async () => {
    const endpoint = await post(t.app, '/api/v1/dev/wallet', { method: 'eth_accounts' });
    expect(endpoint.statusCode).toBe(404);
    expect(endpoint.json()).toMatchObject({ statusCode: 404 });
    const script = await t.app.inject({ method: 'GET', url: '/dev/wallet-provider.js' });
    expect(script.statusCode).toBe(404);
    expect(script.headers['content-type']).toMatch(/application\/json/);
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('wallet-provider');
  });
});

describe('rpc proxy upstream', () => {
  let hanging: Server;
  const sockets = new Set<Socket>();
  beforeAll(async () => {
    // Accepts connections and never answers.
    hanging = createServer((socket) => sockets.add(socket));
    await new Promise<void>((r) => hanging.listen(0, '127.0.0.1', r));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((r) => hanging.close(() => r()));
  });

  it('speaks WebSocket to a ws:// node', async () => {
    const anvil = await startAnvil();
    try {
      const url = anvil.url.replace(/^http/, 'ws');
      expect(await forwardRpc(url, { method: 'eth_chainId', params: [] }, 2000)).toEqual({ result: '0x7a69' });
      expect(await forwardRpc(url, { method: 'eth_getBalance', params: ['nope', 'latest'] }, 2000)).toMatchObject({
        error: { code: expect.any(Number), message: expect.any(String) },
      });
    } finally {
      await anvil.stop();
    }
  });

  it('gives up after its timeout', async () => {
    const { port } = hanging.address() as { port: number };
    const started = Date.now();
    await expect(forwardRpc(`http://127.0.0.1:${port}`, { method: 'eth_chainId', params: [] }, 200)).rejects.toThrow(
      UpstreamError,
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
