/**
 * Configuration, read and validated once from the environment at boot.
 * A bad value stops start-up with a message naming the variable.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ALL_POOLS, type AnyPool } from '@yc/contract';
import type { Hex } from 'viem';
import { z } from 'zod/mini';
import type { PostgresTimeouts } from './db/database.ts';
import { type BrandSet, BrandsFileError, GENERIC_BRANDS, readBrandsFile } from './modules/brand/brands.ts';
import {
  DEV_CHAIN_ID,
  genericNetwork,
  type NetworkDefinition,
  NetworksFileError,
  parseNetworks,
} from './modules/chain/networks.ts';

const HOT_WALLET_KEY_PREFIX = 'HOT_WALLET_KEY_';

const bool = z.pipe(
  z.enum(['true', 'false', '1', '0', 'yes', 'no']),
  z.transform((v) => v === 'true' || v === '1' || v === 'yes'),
);

const envSchema = z.object({
  NODE_ENV: z._default(z.enum(['development', 'production', 'test']), 'development'),
  PORT: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(65535)), 3000),
  HOST: z.optional(z.string().check(z.minLength(1))),
  DATA_DIR: z._default(z.string().check(z.minLength(1)), './data'),
  DATABASE_URL: z.optional(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })),
  DB_CONNECT_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 3000),
  DB_STATEMENT_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 5000),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 60_000),
  REDIS_URL: z.optional(z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })),
  SMTP_URL: z.optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
  MAIL_FROM: z._default(z.string().check(z.minLength(3)), 'Yield Cabinet <no-reply@localhost>'),
  PUBLIC_URL: z.optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
  JWT_SECRET: z.optional(z.string().check(z.minLength(32, 'must be at least 32 bytes'))),
  TOTP_ENCRYPTION_KEY: z.optional(
    z.string().check(
      z.trim(),
      z.refine((v) => totpKeyBytes(v) !== null, 'must be a 32-byte key as 64 hex digits or base64'),
    ),
  ),
  LOG_LEVEL: z._default(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  TRUST_PROXY: z._default(bool, false),
  RATE_LIMIT_PER_MINUTE: z._default(z.coerce.number().check(z.int(), z.minimum(0)), 1200),
  AUTH_RATE_LIMIT_PER_IP: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 30),
  AUTH_RATE_LIMIT_PER_LOGIN: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 10),
  AUTH_RATE_LIMIT_PER_LOGIN_ALL_IPS: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 100),
  DEPOSIT_RATE_LIMIT_PER_USER: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 10),
  WEB_DIST: z.optional(z.string().check(z.minLength(1))),
  BRANDS_FILE: z.optional(z.string().check(z.minLength(1))),
  NETWORKS_FILE: z.optional(z.string().check(z.minLength(1))),
  SUPPORTED_CHAIN_IDS: z._default(
    z
      .string()
      .check(
        z.regex(/^\s*[1-9][0-9]{0,15}\s*(,\s*[1-9][0-9]{0,15}\s*)*$/, 'must be a comma-separated list of chain ids'),
      ),
    '1',
  ),
  DEV_CHAIN: z.optional(z.enum(['anvil', 'off'])),
  ANVIL_PORT: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(65535)), 8545),
  PAYOUT_AUTO_LIMIT_USD: z._default(
    z
      .string()
      .check(
        z.regex(/^(0|[1-9][0-9]{0,17})(\.[0-9]{1,18})?$/, 'must be a decimal amount of US dollars, like 1000 or 250.5'),
      ),
    '1000',
  ),
  ...Object.fromEntries(
    ALL_POOLS.map((pool) => [
      `${HOT_WALLET_KEY_PREFIX}${pool.toUpperCase()}`,
      z.optional(
        z
          .string()
          .check(z.regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 32-byte private key as 0x followed by 64 hex digits')),
      ),
    ]),
  ),
});

/**
 * Dev and test only: a fixed key, so a restarted dev server still reads the demo operator's secret and tests need no
 * set-up. It is public (it is in this file), which is why production refuses to start without its own key.
 */
const DEV_TOTP_KEY = Buffer.from('yield-cabinet-dev-totp-key-32byt', 'utf8');

/** A 32-byte AES key from 64 hex digits or base64, else null. */
function totpKeyBytes(value: string): Buffer | null {
  const bytes = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  return bytes.length === 32 ? bytes : null;
}

const RPC_URL_PREFIX = 'CHAIN_RPC_URL_';
const rpcUrl = z.url({ protocol: /^(https?|wss?)$/, error: 'must be an http(s) or ws(s) URL' });

export type Env = z.input<typeof envSchema> & { [K in `${typeof RPC_URL_PREFIX}${number}`]?: string } & {
  [K in `${typeof HOT_WALLET_KEY_PREFIX}${Uppercase<AnyPool>}`]?: string;
};

export interface Config {
  env: 'development' | 'production' | 'test';
  /** Dev mode: the embedded default's conveniences (dev mailbox, demo seed). Never in production. */
  devMode: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL when set; otherwise embedded PGlite in `${dataDir}/pglite`. */
  databaseUrl: string | undefined;
  /** Limits on waiting for PostgreSQL in the server (not in migrations or operator commands). */
  databaseTimeouts: PostgresTimeouts;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  jwtSecret: Uint8Array;
  /** AES-256-GCM key for TOTP secrets at rest (TOTP_ENCRYPTION_KEY; a fixed public key outside production). */
  totpKey: Buffer;
  logLevel: string;
  trustProxy: boolean;
  rateLimit: {
    /** Requests per minute per IP across the API; 0 turns the global limit off. */
    perMinute: number;
    /** Auth calls (sign-in, sign-up, codes) per IP per minute. */
    authPerIp: number;
    /** Failed sign-ins per login and IP, and mail-sending calls per login, per 15 minutes. */
    authPerLogin: number;
    /** Failed sign-ins per login from every address per 15 minutes: the ceiling against distributed guessing. */
    failuresPerLoginAllIps: number;
    /** Deposit reports per account per minute. */
    depositsPerUser: number;
  };
  /** Built web app to serve; skipped when the folder does not exist. */
  webDist: string;
  /** The brands BRANDS_FILE describes: they seed an empty brands table at start (decision 84). */
  brandsSeed: BrandSet;
  chain: ChainSettings;
  payouts: PayoutSettings;
}

export interface PayoutSettings {
  /** Withdrawals worth more than this (usd, decimal string) wait for an operator's approval; 0: all of them. */
  autoLimitUsd: string;
  /**
   * Each pool's hot wallet key (HOT_WALLET_KEY_<POOL>), which pays its withdrawals on every network; a secret: never
   * log it. Dev mode falls back to the pool's anvil account for the dev chain.
   */
  hotWalletKeys: Partial<Record<AnyPool, Hex>>;
}

export interface ChainSettings {
  /** Networks from NETWORKS_FILE, then any other with a CHAIN_RPC_URL_<chainId> (the dev chain is not among them). */
  networks: NetworkDefinition[];
  /** Node URL per chain id, from CHAIN_RPC_URL_<chainId>. May carry an API key: never log it. */
  rpcUrls: ReadonlyMap<number, string>;
  /** Sign-in and sending are allowed here (SUPPORTED_CHAIN_IDS; the dev chain first when there is one). */
  supportedChainIds: number[];
  /**
   * Dev mode only: the local chain. `anvilPort` set: the server runs anvil itself (0 = a free port);
   * null: a node the developer runs, at CHAIN_RPC_URL_31337.
   */
  devChain: { chainId: number; anvilPort: number | null } | null;
}

export class ConfigError extends Error {}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

/** Shipped beside the server's sources and its bundle (both one level below apps/server). */
const BUNDLED_BRANDS_FILE = path.join(import.meta.dirname, '../brands.json');

function loadBrands(file: string | undefined): BrandSet {
  const target = path.resolve(file ?? BUNDLED_BRANDS_FILE);
  let text: string;
  try {
    text = readFileSync(target, 'utf8');
  } catch (err) {
    // An image that ships only the bundle has no bundled file: the generic brand then serves every host.
    if (!file && (err as NodeJS.ErrnoException).code === 'ENOENT') return GENERIC_BRANDS;
    throw new ConfigError(`Invalid configuration:\n  BRANDS_FILE: cannot read ${target}: ${(err as Error).message}`);
  }
  try {
    return readBrandsFile(text);
  } catch (err) {
    if (err instanceof BrandsFileError) {
      throw new ConfigError(`Invalid configuration:\n  BRANDS_FILE: ${target}: ${err.message}`);
    }
    throw err;
  }
}

/** Shipped beside the server's sources and its bundle, like brands.json. */
const BUNDLED_NETWORKS_FILE = path.join(import.meta.dirname, '../networks.json');

function loadNetworks(file: string | undefined): NetworkDefinition[] {
  const target = path.resolve(file ?? BUNDLED_NETWORKS_FILE);
  try {
    return parseNetworks(readFileSync(target, 'utf8'));
  } catch (err) {
    const reason = err instanceof NetworksFileError ? err.message : `cannot read: ${(err as Error).message}`;
    throw new ConfigError(`Invalid configuration:\n  NETWORKS_FILE: ${target}: ${reason}`);
  }
}

/** CHAIN_RPC_URL_<chainId> variables, any number of them. */
function readRpcUrls(env: Record<string, string | undefined>): Map<number, string> {
  const urls = new Map<number, string>();
  const problems: string[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (!name.startsWith(RPC_URL_PREFIX) || value === undefined) continue;
    const id = name.slice(RPC_URL_PREFIX.length);
    if (!/^[1-9][0-9]{0,15}$/.test(id)) problems.push(`${name}: must end in a chain id, like ${RPC_URL_PREFIX}1`);
    else if (!rpcUrl.safeParse(value).success) problems.push(`${name}: must be an http(s) or ws(s) URL`);
    else urls.set(Number(id), value);
  }
  if (problems.length) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  return urls;
}

function chainSettings(e: z.output<typeof envSchema>, rpcUrls: Map<number, string>): ChainSettings {
  const fail = (line: string) => new ConfigError(`Invalid configuration:\n  ${line}`);
  const networks = loadNetworks(e.NETWORKS_FILE);
  const production = e.NODE_ENV === 'production';
  if (production && e.DEV_CHAIN === 'anvil') throw fail('DEV_CHAIN: anvil is not allowed in production');
  // The embedded default runs its own chain unless the developer points at real nodes.
  const mode = production ? 'off' : (e.DEV_CHAIN ?? (e.NODE_ENV === 'development' && !rpcUrls.size ? 'anvil' : 'off'));
  if (mode === 'anvil' && rpcUrls.has(DEV_CHAIN_ID)) {
    throw fail(`DEV_CHAIN: anvil conflicts with ${RPC_URL_PREFIX}${DEV_CHAIN_ID}; set DEV_CHAIN=off to use that node`);
  }
  const devChain =
    mode === 'anvil'
      ? { chainId: DEV_CHAIN_ID, anvilPort: e.ANVIL_PORT }
      : !production && rpcUrls.has(DEV_CHAIN_ID)
        ? { chainId: DEV_CHAIN_ID, anvilPort: null }
        : null;
  // A node for a network the file does not describe still serves it, under a generic name.
  for (const id of rpcUrls.keys()) {
    if (id !== devChain?.chainId && !networks.some((n) => n.chainId === id)) networks.push(genericNetwork(id));
  }
  const known = new Set([...networks.map((n) => n.chainId), ...(devChain ? [devChain.chainId] : [])]);
  const listed = [...new Set(e.SUPPORTED_CHAIN_IDS.split(',').map((id) => Number(id.trim())))];
  for (const id of listed) {
    if (!known.has(id)) {
      throw fail(`SUPPORTED_CHAIN_IDS: network ${id} is neither in the networks file nor has a ${RPC_URL_PREFIX}${id}`);
    }
  }
  // In dev mode the dev chain comes first: it is the one a newcomer's wallet can use.
  const supportedChainIds = devChain ? [devChain.chainId, ...listed.filter((id) => id !== devChain.chainId)] : listed;
  return { networks, rpcUrls, supportedChainIds, devChain };
}

export function loadConfig(source: NodeJS.ProcessEnv | Env = process.env): Config {
  // Empty strings mean "unset", as they do in most .env files.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const rpcUrls = readRpcUrls(cleaned as Record<string, string>);
  const production = e.NODE_ENV === 'production';
  if (production && !e.JWT_SECRET)
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required in production');
  if (production && !e.SMTP_URL) throw new ConfigError('Invalid configuration:\n  SMTP_URL: required in production');
  if (production && !e.PUBLIC_URL)
    throw new ConfigError('Invalid configuration:\n  PUBLIC_URL: required in production');
  if (production && !e.TOTP_ENCRYPTION_KEY)
    throw new ConfigError('Invalid configuration:\n  TOTP_ENCRYPTION_KEY: required in production');
  const dataDir = path.resolve(e.DATA_DIR);
  const host = e.HOST ?? (production ? '0.0.0.0' : '127.0.0.1');
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const secret = e.JWT_SECRET ?? readOrCreateSecret(dataDir);
  return {
    env: e.NODE_ENV,
    devMode: !production,
    port: e.PORT,
    host,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseTimeouts: {
      connectMs: e.DB_CONNECT_TIMEOUT_MS,
      statementMs: e.DB_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: e.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl,
    jwtSecret: new TextEncoder().encode(secret),
    totpKey: e.TOTP_ENCRYPTION_KEY ? totpKeyBytes(e.TOTP_ENCRYPTION_KEY)! : DEV_TOTP_KEY,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimit: {
      perMinute: e.RATE_LIMIT_PER_MINUTE,
      authPerIp: e.AUTH_RATE_LIMIT_PER_IP,
      authPerLogin: e.AUTH_RATE_LIMIT_PER_LOGIN,
      failuresPerLoginAllIps: e.AUTH_RATE_LIMIT_PER_LOGIN_ALL_IPS,
      depositsPerUser: e.DEPOSIT_RATE_LIMIT_PER_USER,
    },
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    brandsSeed: loadBrands(e.BRANDS_FILE),
    chain: chainSettings(e, rpcUrls),
    payouts: {
      autoLimitUsd: e.PAYOUT_AUTO_LIMIT_USD,
      hotWalletKeys: Object.fromEntries(
        ALL_POOLS.flatMap((pool) => {
          const key = (e as Record<string, unknown>)[`${HOT_WALLET_KEY_PREFIX}${pool.toUpperCase()}`];
          return typeof key === 'string' ? [[pool, key.toLowerCase() as Hex]] : [];
        }),
      ),
    },
  };
}
