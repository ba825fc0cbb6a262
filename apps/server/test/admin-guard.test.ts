/**
 * Every console call is the operator's alone (docs/product.md §10, decision 77): for each path under /api/v1/admin/
 * the OpenAPI document lists, and each of its methods, no token answers 401 and the token of an unconfirmed account
 * or of an investor answers 403. The guard runs in onRequest, before validation, so a placeholder for each path
 * parameter and an empty JSON body are enough to reach it.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, investor, register } from './helpers/accounts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const ADMIN_PREFIX = '/api/v1/admin/';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const PLACEHOLDER = '00000000-0000-4000-8000-000000000000';

interface Document {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], unknown>>>;
}

/** Each admin operation of the app's OpenAPI document, as a method and a URL with its parameters filled. */
function adminOperations(app: FastifyInstance): Array<{ method: Uppercase<(typeof METHODS)[number]>; url: string }> {
  const { paths } = app.swagger() as unknown as Document;
  return Object.entries(paths)
    .filter(([path]) => path.startsWith(ADMIN_PREFIX))
    .flatMap(([path, operations]) =>
      METHODS.filter((m) => operations[m]).map((m) => ({
        method: m.toUpperCase() as Uppercase<typeof m>,
        url: path.replace(/\{[^}]+\}/g, PLACEHOLDER),
      })),
    );
}

/** The operations a caller other than the operator is not refused as it must be, with what they answered. */
async function unguarded(t: TestApp) {
  const unconfirmed = await register(t);
  const investorAccount = await investor(t);
  const callers = [
    { who: 'anonymous', headers: {}, expected: 401 },
    { who: 'unconfirmed', headers: bearer(unconfirmed.token), expected: 403 },
    { who: 'investor', headers: bearer(investorAccount.token), expected: 403 },
  ];
  const operations = adminOperations(t.app);
  const failures: string[] = [];
  for (const { method, url } of operations) {
    for (const { who, headers, expected } of callers) {
      const res = await t.app.inject({
        method,
        url,
        headers,
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      if (res.statusCode !== expected) failures.push(`${method} ${url} as ${who}: ${res.statusCode}`);
    }
  }
  return { operations, failures };
}

describe('admin guard over the OpenAPI document', () => {
  let t: TestApp;
  let leaky: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // The same app with one console route that forgot its guard: the check has to catch it.
    leaky = await createTestApp(
      {},
      { before: (app) => app.get(`${ADMIN_PREFIX}forgotten`, async () => ({ ok: true })) },
    );
  });
  afterAll(async () => {
    await t?.close();
    await leaky?.close();
  });

  it('refuses every admin call to anyone but the operator', async () => {
    const { operations, failures } = await unguarded(t);
    // The console has many more; a handful would mean the document lost them.
    expect(operations.length).toBeGreaterThan(5);
    expect(failures).toEqual([]);
  });

  it('catches an admin route registered without the guard', async () => {
    const { failures } = await unguarded(leaky);
    expect(failures).toEqual([
      'GET /api/v1/admin/forgotten as anonymous: 200',
      'GET /api/v1/admin/forgotten as unconfirmed: 200',
      'GET /api/v1/admin/forgotten as investor: 200',
    ]);
  });
});
