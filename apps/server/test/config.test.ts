import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'yc-config-'));
const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'p'.repeat(40),
  SMTP_URL: 'smtp://mail.example:587',
  PUBLIC_URL: 'https://cabinet.example',
  TOTP_ENCRYPTION_KEY: 'ab'.repeat(32),
};

const network = (chainId: number) => ({
  chainId,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  blockExplorerUrl: 'https://etherscan.io',
});
const networksWith = (token: { address?: string }, copies = 1) =>
  JSON.stringify({
    networks: [
      {
        ...network(1),
        tokens: Array.from({ length: copies }, () => ({
          symbol: 'USDT',
          address: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
          decimals: 6,
          ...token,
        })),
      },
    ],
  });

describe('configuration', () => {
  it('has the embedded defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      env: 'development',
      devMode: true,
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
  });

  it('generates the JWT secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(Buffer.from(first.jwtSecret).toString()).toBe(readFileSync(path.join(dir, 'jwt-secret'), 'utf8'));
    expect(second.jwtSecret).toEqual(first.jwtSecret);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ SMTP_URL: 'not a url' }, 'SMTP_URL'],
    [{ PUBLIC_URL: 'ftp://x' }, 'PUBLIC_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ CHAIN_RPC_URL_1: 'ftp://node.example' }, 'CHAIN_RPC_URL_1'],
    [{ CHAIN_RPC_URL_1: 'not a url' }, 'CHAIN_RPC_URL_1'],
    [{ CHAIN_RPC_URL_mainnet: 'https://node.example' }, 'CHAIN_RPC_URL_mainnet'],
    [{ SUPPORTED_CHAIN_IDS: 'one' }, 'SUPPORTED_CHAIN_IDS'],
    [{ SUPPORTED_CHAIN_IDS: '1,,56' }, 'SUPPORTED_CHAIN_IDS'],
    [{ SUPPORTED_CHAIN_IDS: '5' }, 'SUPPORTED_CHAIN_IDS'],
    [{ NODE_ENV: 'test', SUPPORTED_CHAIN_IDS: '31337' }, 'SUPPORTED_CHAIN_IDS'],
    [{ DEV_CHAIN: 'ganache' }, 'DEV_CHAIN'],
    [{ DEV_CHAIN: 'anvil', CHAIN_RPC_URL_31337: 'http://127.0.0.1:8545' }, 'DEV_CHAIN'],
    [{ ANVIL_PORT: '-1' }, 'ANVIL_PORT'],
    [{ NETWORKS_FILE: '/nonexistent/networks.json' }, 'NETWORKS_FILE'],
  ])('stops on a bad value and names the variable: %o', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(
      new RegExp(`^Invalid configuration:\\n  ${name}: `),
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
  });

  it.each(['JWT_SECRET', 'SMTP_URL', 'PUBLIC_URL', 'TOTP_ENCRYPTION_KEY'])('requires %s in production', (name) => {
    const env: Record<string, string> = { ...production, DATA_DIR: dataDir() };
    delete env[name];
    expect(() => loadConfig(env)).toThrow(`${name}: required in production`);
  });

  it('has no dev conveniences in production and listens on every interface', () => {
    const config = loadConfig({ ...production, DATA_DIR: dataDir() });
    expect(config).toMatchObject({ devMode: false, host: '0.0.0.0', publicUrl: 'https://cabinet.example' });
  });

  it('runs a dev chain on anvil in development, with the configured networks', () => {
    const { chain } = loadConfig({ DATA_DIR: dataDir() });
    expect(chain.devChain).toEqual({ chainId: 31337, anvilPort: 8545 });
    expect(chain.supportedChainIds).toEqual([31337, 1]);
    expect(chain.networks.map((n) => n.chainId)).toEqual([1, 137, 56, 250]);
    const ethereum = chain.networks[0];
    expect(ethereum?.tokens.map((t) => t.symbol)).toEqual(['USDT', 'USDC', 'BUSD', 'WAVES', 'SOL', 'BNB']);
    expect(ethereum?.tokens[0]).toEqual({
      symbol: 'USDT',
      address: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
      decimals: 6,
    });
    expect(chain.networks.find((n) => n.chainId === 56)?.tokens.find((t) => t.symbol === 'USDT')?.decimals).toBe(18);
  });

  it('uses the nodes it is given instead of anvil', () => {
    const { chain } = loadConfig({
      DATA_DIR: dataDir(),
      CHAIN_RPC_URL_1: 'https://eth.example/v3/key',
      CHAIN_RPC_URL_137: 'wss://polygon.example',
      SUPPORTED_CHAIN_IDS: '1, 137',
      ANVIL_PORT: '0',
    });
    expect(chain.devChain).toBeNull();
    expect(chain.supportedChainIds).toEqual([1, 137]);
    expect([...chain.rpcUrls]).toEqual([
      [1, 'https://eth.example/v3/key'],
      [137, 'wss://polygon.example'],
    ]);
    expect(
      loadConfig({ DATA_DIR: dataDir(), DEV_CHAIN: 'anvil', ANVIL_PORT: '0', CHAIN_RPC_URL_1: 'https://x.example' })
        .chain.devChain,
    ).toEqual({ chainId: 31337, anvilPort: 0 });
  });

  it('takes a node at CHAIN_RPC_URL_31337 as the dev chain outside production, and no dev chain in tests otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test' }).chain).toMatchObject({
      devChain: null,
      supportedChainIds: [1],
    });
    const { chain } = loadConfig({
      DATA_DIR: dataDir(),
      NODE_ENV: 'test',
      CHAIN_RPC_URL_31337: 'http://127.0.0.1:9999',
      SUPPORTED_CHAIN_IDS: '31337',
    });
    expect(chain).toMatchObject({ devChain: { chainId: 31337, anvilPort: null }, supportedChainIds: [31337] });
  });

  it('never has a dev chain in production', () => {
    const env = { ...production, DATA_DIR: dataDir() };
    expect(loadConfig(env).chain).toMatchObject({ devChain: null, supportedChainIds: [1] });
    expect(() => loadConfig({ ...env, DEV_CHAIN: 'anvil' })).toThrow(/DEV_CHAIN: anvil is not allowed in production/);
    // There a node at 31337 is just another network, with nothing of the dev chain.
    const { chain } = loadConfig({
      ...env,
      CHAIN_RPC_URL_31337: 'http://127.0.0.1:8545',
      SUPPORTED_CHAIN_IDS: '31337',
    });
    expect(chain).toMatchObject({ devChain: null, supportedChainIds: [31337] });
    expect(chain.networks.at(-1)).toEqual({
      chainId: 31337,
      name: 'Chain 31337',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      blockExplorerUrl: null,
      confirmations: 12,
      tokens: [],
    });
  });

  it.each([
    ['not JSON', '{', /not valid JSON/],
    [
      'a bad checksum',
      networksWith({ address: '0xdac17f958d2ee523a2206206994597C13D831ec7' }),
      /address: must be an address/,
    ],
    ['a short address', networksWith({ address: '0x1234' }), /address: must be an address/],
    ['a repeated symbol', networksWith({}, 2), /a symbol appears twice/],
    ['an unknown field', JSON.stringify({ networks: [], extra: 1 }), /Unrecognized key/],
    ['the dev chain', JSON.stringify({ networks: [{ ...network(31337), tokens: [] }] }), /dev chain/],
  ])('stops on a networks file with %s, naming NETWORKS_FILE', (_name, text, reason) => {
    const file = path.join(dataDir(), 'networks.json');
    writeFileSync(file, text);
    expect(() => loadConfig({ DATA_DIR: dataDir(), NETWORKS_FILE: file })).toThrow(
      /^Invalid configuration:\n {2}NETWORKS_FILE: /,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), NETWORKS_FILE: file })).toThrow(reason);
  });

  it('reads an operator networks file and normalises addresses to their checksum form', () => {
    const file = path.join(dataDir(), 'networks.json');
    writeFileSync(file, networksWith({ address: '0xdac17f958d2ee523a2206206994597c13d831ec7' }));
    const { chain } = loadConfig({ DATA_DIR: dataDir(), NETWORKS_FILE: file, NODE_ENV: 'test' });
    expect(chain.networks).toEqual([
      {
        ...network(1),
        confirmations: 12,
        tokens: [{ symbol: 'USDT', address: '0xdAC17F958D2ee523a2206206994597C13D831ec7', decimals: 6 }],
      },
    ]);
  });

  it('reads payout settings: the automatic limit and hot wallet keys per pool', () => {
    const key = `0x${'Ab'.repeat(32)}`;
    const config = loadConfig({ DATA_DIR: dataDir(), PAYOUT_AUTO_LIMIT_USD: '250.5', HOT_WALLET_KEY_DEX: key });
    expect(config.payouts).toEqual({ autoLimitUsd: '250.5', hotWalletKeys: { dex: key.toLowerCase() } });
    expect(loadConfig({ DATA_DIR: dataDir() }).payouts).toEqual({ autoLimitUsd: '1000', hotWalletKeys: {} });
    expect(() => loadConfig({ DATA_DIR: dataDir(), PAYOUT_AUTO_LIMIT_USD: '-1' })).toThrow(/PAYOUT_AUTO_LIMIT_USD/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), HOT_WALLET_KEY_STABLE: '0x1234' })).toThrow(
      /HOT_WALLET_KEY_STABLE: must be a 32-byte private key/,
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });
});
