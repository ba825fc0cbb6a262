/**
 * One Vitest run for the whole suite. Server integration tests run twice: on
 * embedded PGlite and on PostgreSQL. Without a reachable PostgreSQL (or Redis) that
 * part is skipped with a loud message, unless REQUIRE_POSTGRES=1 (REQUIRE_REDIS=1) makes it fail.
 * No test is ever retried: a retry hides a flaky test, and the summary reporter fails a run that retried one.
 */
import { connect } from 'node:net';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { compiledCatalogues } from './apps/web/compiled-catalogues.ts';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port), timeout: 1500 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

async function service(name: string, url: string, requiredBy: string): Promise<string> {
  if (await reachable(url)) return url;
  if (process.env[requiredBy] === '1') throw new Error(`${name} at ${url} is not reachable and ${requiredBy}=1`);
  console.warn(
    `\n!!! ${name} at ${url} is not reachable: its tests are SKIPPED (set ${requiredBy}=1 to fail instead)\n`,
  );
  return '';
}

export default defineConfig(async () => {
  const postgres = await service('PostgreSQL', POSTGRES_URL, 'REQUIRE_POSTGRES');
  const redis = await service('Redis', REDIS_URL, 'REQUIRE_REDIS');
  const server = (engine: 'pglite' | 'postgres') => ({
    extends: true as const,
    test: {
      name: `server-${engine}`,
      include: ['apps/server/test/**/*.test.ts'],
      env: { TEST_DB: engine, TEST_DATABASE_URL: postgres, TEST_REDIS_URL: redis },
      // A migrated template database that each test app opens a copy of (decision 61).
      globalSetup: ['apps/server/test/helpers/migrated-template.ts'],
      pool: 'forks' as const,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
  return {
    test: {
      reporters: ['default', './scripts/summary-reporter.ts'],
      // Vitest's default is one worker fewer than the cores: one on a two-core machine, where the suite, mostly
      // waiting on databases, chains and Chromium, took 29 minutes; two files at a time take 16.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      projects: [
        { extends: true, test: { name: 'contract', include: ['packages/contract/test/**/*.test.ts'] } },
        { extends: true, test: { name: 'scripts', include: ['scripts/test/**/*.test.ts'] } },
        {
          extends: true,
          plugins: [react(), compiledCatalogues()],
          test: {
            name: 'web',
            root: 'apps/web',
            include: ['src/**/*.test.{ts,tsx}'],
            environment: 'happy-dom',
            setupFiles: ['src/testing/setup.ts'],
            // Typing into forms re-renders on every key: a few seconds of work on a loaded 2-core machine.
            testTimeout: 15_000,
          },
        },
        server('pglite'),
        ...(postgres ? [server('postgres')] : []),
        {
          extends: true,
          test: {
            name: 'e2e',
            include: ['e2e/**/*.test.ts'],
            pool: 'forks',
            testTimeout: 60_000,
            hookTimeout: 120_000,
            fileParallelism: false,
          },
        },
      ],
    },
  };
});
