/**
 * Sign-In with Ethereum against a real anvil chain: sign-in and sign-up with a wallet,
 * every way a proof can be wrong, nonce replays, EIP-1271 contract wallets, linking.
 */

import { type Address, createWalletClient, getAddress, type Hex, http, publicActions } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestSmartWallet } from '../src/modules/chain/artifacts.ts';
import { bearer, countRows, investor, PASSWORD, post, uniqueLogin } from './helpers/accounts.ts';
import { type Anvil, startAnvil } from './helpers/anvil.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

const HOST = 'localhost:3000';
const ORIGIN = `http://${HOST}`;
const headers = { host: HOST };

type SiweFields = Partial<Parameters<typeof createSiweMessage>[0]>;

describe(`wallet sign-in on ${engine}`, () => {
  let t: TestApp;
  let anvil: Anvil;

  beforeAll(async () => {
    anvil = await startAnvil();
    t = await createTestApp({ CHAIN_RPC_URL_31337: anvil.url, SUPPORTED_CHAIN_IDS: '31337' });
  });
  afterAll(async () => {
    await t?.close();
    await anvil?.stop();
  });

  const nonce = async (): Promise<string> => {
    const res = await post(t.app, '/api/v1/wallet/nonce', undefined, headers);
    expect(res.statusCode).toBe(200);
    return (res.json() as { nonce: string }).nonce;
  };

  /** A signed proof for a fresh key (or the given one), with fields overridable to break it. */
  async function proof(key: Hex = generatePrivateKey(), fields: SiweFields = {}) {
    const account = privateKeyToAccount(key);
    const message = createSiweMessage({
      address: account.address,
      chainId: anvil.chainId,
      domain: HOST,
      uri: `${ORIGIN}/sign-in`,
      version: '1',
      nonce: fields.nonce ?? (await nonce()),
      issuedAt: new Date(),
      expirationTime: new Date(Date.now() + 5 * 60_000),
      statement: 'Sign in to Yield Finance',
      ...fields,
    });
    const signature = await account.signMessage({ message });
    return { key, account, body: { metaMaskAddress: account.address, message, signature } };
  }

  /** A message for `address` with only the required fields and a fresh nonce. */
  const plainMessage = async (address: Address) =>
    createSiweMessage({
      address,
      chainId: anvil.chainId,
      domain: HOST,
      uri: ORIGIN,
      version: '1',
      nonce: await nonce(),
      issuedAt: new Date(),
    });

  const loginV2 = (body: object, extra: Record<string, string> = {}) =>
    post(t.app, '/api/v1/login-v2', body, { ...headers, ...extra });

  it('issues single-use nonces of 128 bits that live five minutes', async () => {
    const res = await post(t.app, '/api/v1/wallet/nonce', undefined, headers);
    const body = res.json() as { nonce: string; expiresAt: string };
    expect(body.nonce).toMatch(/^[0-9a-f]{32}$/);
    const ttl = Date.parse(body.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(4 * 60_000);
    expect(ttl).toBeLessThanOrEqual(5 * 60_000 + 1000);
    expect(await nonce()).not.toBe(body.nonce);
  });

  it('signs up a new wallet as an investor, then signs the same account in', async () => {
    const first = await proof();
    const res = await loginV2(
      { ...first.body, source: 'acme.example', locale: 'ru' },
      { cookie: 'invite=ref123; utm_source=news' },
    );
    expect(res.statusCode).toBe(200);
    const session = res.json() as { token: string; refreshToken: string; user: Record<string, unknown> };
    expect(session.user).toMatchObject({
      role: 'investor',
      login: null,
      locale: 'ru',
      metaMaskAddress: first.account.address,
    });
    expect(session.token).toBeTruthy();
    expect(res.cookies.map((cookie) => cookie.name)).toContain('refresh_token');
    const row = await t.app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', session.user.id as string)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      meta_mask_address: first.account.address.toLowerCase(),
      invite: 'ref123',
      utm_source: 'news',
      source: 'acme.example',
    });

    const again = await proof(first.key);
    const second = await loginV2(again.body);
    expect(second.statusCode).toBe(200);
    expect((second.json() as { user: { id: string } }).user.id).toBe(session.user.id);

    const profile = await t.app.inject({ url: '/api/v1/profile', headers: bearer(session.token) });
    expect((profile.json() as { user: { metaMaskAddress: string } }).user.metaMaskAddress).toBe(first.account.address);
  });

  it('accepts the address in any case in the body', async () => {
    const p = await proof();
    const res = await loginV2({ ...p.body, metaMaskAddress: p.account.address.toLowerCase() });
    expect(res.statusCode).toBe(200);
  });

  describe('refuses a bad proof with 401 JSON and writes nothing', () => {
    const expectRefused = async (body: object, code: string, extra: Record<string, string> = {}) => {
      const users = await countRows(t, 'users');
      const sessions = await countRows(t, 'sessions');
      const res = await loginV2(body, extra);
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized', code });
      expect(typeof (res.json() as { message: string }).message).toBe('string');
      expect(await countRows(t, 'users')).toBe(users);
      expect(await countRows(t, 'sessions')).toBe(sessions);
    };

    it('a wrong domain', async () => {
      await expectRefused((await proof(undefined, { domain: 'evil.example' })).body, 'wallet.proofInvalid');
    });

    it('the right domain signed but the request came from another host', async () => {
      await expectRefused((await proof()).body, 'wallet.proofInvalid', { host: 'localhost:4000' });
    });

    it('a uri on another origin', async () => {
      await expectRefused(
        (await proof(undefined, { uri: 'https://evil.example/sign-in' })).body,
        'wallet.proofInvalid',
      );
    });

    it('a nonce the server never issued', async () => {
      await expectRefused((await proof(undefined, { nonce: 'a'.repeat(32) })).body, 'wallet.proofInvalid');
    });

    it('an expired message', async () => {
      const past = { issuedAt: new Date(Date.now() - 10 * 60_000), expirationTime: new Date(Date.now() - 60_000) };
      await expectRefused((await proof(undefined, past)).body, 'wallet.proofExpired');
    });

    it('a message issued long ago without an expiry', async () => {
      const old = { issuedAt: new Date(Date.now() - 30 * 60_000), expirationTime: undefined };
      await expectRefused((await proof(undefined, old)).body, 'wallet.proofExpired');
    });

    it('a message from the future', async () => {
      await expectRefused(
        (await proof(undefined, { issuedAt: new Date(Date.now() + 10 * 60_000) })).body,
        'wallet.proofExpired',
      );
    });

    it('an unsupported chain', async () => {
      await expectRefused((await proof(undefined, { chainId: 1 })).body, 'wallet.chainNotSupported');
    });

    it('a tampered message', async () => {
      const p = await proof();
      await expectRefused(
        { ...p.body, message: p.body.message.replace('Sign in to Yield Finance', 'Sign in to Yield Finance!') },
        'wallet.proofInvalid',
      );
    });

    it('text appended to a signed message', async () => {
      const p = await proof();
      const account = privateKeyToAccount(p.key);
      const message = `${p.body.message}\nResources:\n- https://evil.example`;
      await expectRefused(
        { ...p.body, message: `${message}\n`, signature: await account.signMessage({ message: `${message}\n` }) },
        'wallet.proofInvalid',
      );
    });

    it('a tampered signature', async () => {
      const p = await proof();
      const sig = p.body.signature;
      const flipped = `${sig.slice(0, 10)}${sig[10] === '0' ? '1' : '0'}${sig.slice(11)}`;
      await expectRefused({ ...p.body, signature: flipped }, 'wallet.proofInvalid');
    });

    it("another key's signature", async () => {
      const p = await proof();
      const other = privateKeyToAccount(generatePrivateKey());
      await expectRefused(
        { ...p.body, signature: await other.signMessage({ message: p.body.message }) },
        'wallet.proofInvalid',
      );
    });

    it('an address that is not the one in the message', async () => {
      const p = await proof();
      await expectRefused(
        { ...p.body, metaMaskAddress: privateKeyToAccount(generatePrivateKey()).address },
        'wallet.proofInvalid',
      );
    });

    it('a replayed nonce', async () => {
      const p = await proof();
      expect((await loginV2(p.body)).statusCode).toBe(200);
      await expectRefused(p.body, 'wallet.proofInvalid');
    });
  });

  it('lets exactly one of 50 concurrent replays of one proof through', async () => {
    const p = await proof();
    const results = await Promise.all(Array.from({ length: 50 }, () => loginV2(p.body)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 401)).toHaveLength(49);
    const rows = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('meta_mask_address', '=', p.account.address.toLowerCase())
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('signs in an EIP-1271 contract wallet, verified on its chain', async () => {
    const ownerKey = generatePrivateKey();
    const owner = privateKeyToAccount(ownerKey);
    const deployer = createWalletClient({
      account: privateKeyToAccount(anvil.keys[0] as Hex),
      transport: http(anvil.url),
    }).extend(publicActions);
    const hash = await deployer.deployContract({
      abi: TestSmartWallet.abi,
      bytecode: TestSmartWallet.bytecode,
      args: [owner.address],
      chain: null,
    });
    const receipt = await deployer.waitForTransactionReceipt({ hash });
    const wallet = getAddress(receipt.contractAddress as Address);

    const message = await plainMessage(wallet);
    const res = await loginV2({ metaMaskAddress: wallet, message, signature: await owner.signMessage({ message }) });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { user: { metaMaskAddress: string } }).user.metaMaskAddress).toBe(wallet);

    const stranger = privateKeyToAccount(generatePrivateKey());
    const forged = await plainMessage(wallet);
    const refused = await loginV2({
      metaMaskAddress: wallet,
      message: forged,
      signature: await stranger.signMessage({ message: forged }),
    });
    expect(refused.statusCode).toBe(401);
  });

  it('answers malformed proofs with 400', async () => {
    const p = await proof();
    for (const body of [
      { ...p.body, signature: 'not hex' },
      { ...p.body, metaMaskAddress: '0x123' },
      { ...p.body, message: '' },
      { metaMaskAddress: p.account.address },
      { ...p.body, message: 'x'.repeat(5000) },
    ]) {
      const res = await loginV2(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
  });

  describe('linking a wallet to a password account (connect-mm)', () => {
    const connect = (token: string, body: object) =>
      post(t.app, '/api/v1/connect-mm', body, { ...headers, ...bearer(token) });

    it('links a proven wallet once; the account then signs in with it', async () => {
      const account = await investor(t);
      const p = await proof();
      const res = await connect(account.token, { id: account.user.id, ...p.body });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as { user: { metaMaskAddress: string } }).user.metaMaskAddress).toBe(p.account.address);

      const profile = await t.app.inject({ url: '/api/v1/profile', headers: bearer(account.token) });
      expect((profile.json() as { user: { metaMaskAddress: string } }).user.metaMaskAddress).toBe(p.account.address);

      const signIn = await loginV2((await proof(p.key)).body);
      expect((signIn.json() as { user: { id: string } }).user.id).toBe(account.user.id);

      const same = await connect(account.token, { id: account.user.id, ...(await proof(p.key)).body });
      expect(same.statusCode).toBe(200);
      const other = await connect(account.token, { id: account.user.id, ...(await proof()).body });
      expect(other.statusCode).toBe(409);
      expect(other.json()).toMatchObject({ code: 'wallet.alreadyLinked' });
    });

    it('refuses a wallet that belongs to another account with 409', async () => {
      const taken = await proof();
      expect((await loginV2(taken.body)).statusCode).toBe(200);
      const account = await investor(t);
      const res = await connect(account.token, { id: account.user.id, ...(await proof(taken.key)).body });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ statusCode: 409, code: 'wallet.addressTaken' });
      const row = await t.app.db
        .selectFrom('users')
        .select('meta_mask_address')
        .where('id', '=', account.user.id)
        .executeTakeFirstOrThrow();
      expect(row.meta_mask_address).toBeNull();
    });

    it("refuses another account's id with 403 and a bad proof with 401", async () => {
      const account = await investor(t);
      const other = await investor(t);
      expect((await connect(account.token, { id: other.user.id, ...(await proof()).body })).statusCode).toBe(403);
      const p = await proof(undefined, { domain: 'evil.example' });
      expect((await connect(account.token, { id: account.user.id, ...p.body })).statusCode).toBe(401);
    });

    it('needs a session', async () => {
      const res = await post(
        t.app,
        '/api/v1/connect-mm',
        { id: crypto.randomUUID(), ...(await proof()).body },
        headers,
      );
      expect(res.statusCode).toBe(401);
    });
  });

  describe('password sign-up with a wallet (register)', () => {
    it('links the proven wallet to the new account', async () => {
      const p = await proof();
      const login = uniqueLogin('wallet');
      const res = await post(t.app, '/api/v1/register', { login, password: PASSWORD, ...p.body }, headers);
      expect(res.statusCode, res.body).toBe(201);
      expect((res.json() as { user: { metaMaskAddress: string; role: null } }).user).toMatchObject({
        metaMaskAddress: p.account.address,
        role: null,
      });
    });

    it('needs the whole proof, and a wallet nobody has', async () => {
      const p = await proof();
      const partial = await post(
        t.app,
        '/api/v1/register',
        { login: uniqueLogin(), password: PASSWORD, metaMaskAddress: p.account.address },
        headers,
      );
      expect(partial.statusCode).toBe(400);
      expect(partial.json()).toMatchObject({ code: 'auth.walletProofRequired' });

      expect((await loginV2(p.body)).statusCode).toBe(200);
      const users = await countRows(t, 'users');
      const taken = await post(
        t.app,
        '/api/v1/register',
        { login: uniqueLogin(), password: PASSWORD, ...(await proof(p.key)).body },
        headers,
      );
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ code: 'wallet.addressTaken' });
      expect(await countRows(t, 'users')).toBe(users);
    });
  });
});

describe('wallet sign-in outside dev mode', () => {
  let t: TestApp;
  let anvil: Anvil;

  beforeAll(async () => {
    anvil = await startAnvil();
    t = await createTestApp({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PUBLIC_URL: 'https://cabinet.example',
      CHAIN_RPC_URL_31337: anvil.url,
      SUPPORTED_CHAIN_IDS: '31337',
    });
  });
  afterAll(async () => {
    await t?.close();
    await anvil?.stop();
  });

  it('accepts only our own host names as the signed domain', async () => {
    const sign = async (host: string) => {
      const account = privateKeyToAccount(generatePrivateKey());
      const n = (await post(t.app, '/api/v1/wallet/nonce', undefined, { host }).then((r) => r.json())) as {
        nonce: string;
      };
      const message = createSiweMessage({
        address: account.address,
        chainId: anvil.chainId,
        domain: host,
        uri: `http://${host}`,
        version: '1',
        nonce: n.nonce,
        issuedAt: new Date(),
      });
      const signature = await account.signMessage({ message });
      return post(t.app, '/api/v1/login-v2', { metaMaskAddress: account.address, message, signature }, { host });
    };
    expect((await sign('cabinet.example')).statusCode).toBe(200);
    expect((await sign('pointed-at-us.example')).statusCode).toBe(401);
  });
});
