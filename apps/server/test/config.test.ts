import { mkdtempSync, readFileSync } from 'node:fs';
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
};

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
  ])('stops on a bad value and names the variable: %o', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(
      new RegExp(`^Invalid configuration:\\n  ${name}: `),
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
  });

  it.each(['JWT_SECRET', 'SMTP_URL', 'PUBLIC_URL'])('requires %s in production', (name) => {
    const env: Record<string, string> = { ...production, DATA_DIR: dataDir() };
    delete env[name];
    expect(() => loadConfig(env)).toThrow(`${name}: required in production`);
  });

  it('has no dev conveniences in production and listens on every interface', () => {
    const config = loadConfig({ ...production, DATA_DIR: dataDir() });
    expect(config).toMatchObject({ devMode: false, host: '0.0.0.0', publicUrl: 'https://cabinet.example' });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });
});
