/**
 * The OpenAPI document at /api/docs/json passes a maintained linter (`redocly lint`, recommended rules as
 * redocly.yaml sets them) with no problem, and every operation documents its errors with the one error schema.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { api, errorSchema } from '@yc/contract';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { CheckedJson } from '../src/lib/checked-json.ts';
import { route } from '../src/lib/route.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const redocly = path.join(root, 'node_modules/@redocly/cli/bin/cli.js');

interface Operation {
  operationId?: string;
  security?: unknown[];
  responses: Record<string, { $ref?: string }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, { required?: string[] }>;
    responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
  };
}

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; message: string; location: { pointer?: string }[] }[];
}

/** Runs the CLI; it exits non-zero when it finds errors, and the report on stdout says which. */
function lint(file: string): Promise<LintReport> {
  const args = [redocly, 'lint', file, '--config', path.join(root, 'redocly.yaml'), '--format=json'];
  // No usage report or update check: the run must not depend on the network.
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { env, cwd: root }, (err, stdout, stderr) => {
      try {
        resolve(JSON.parse(stdout));
      } catch {
        reject(new Error(`redocly lint printed no report (${err?.message ?? 'exit 0'}): ${stderr}`));
      }
    });
  });
}

const operations = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([p, item]) => Object.entries(item).map(([method, op]) => ({ p, method, op })));

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: Document;

  beforeAll(async () => {
    // A built web app too, so its static files' routes are part of the app the document is made from.
    const web = mkdtempSync(path.join(tmpdir(), 'yc-web-'));
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Yield Cabinet</title>');
    writeFileSync(path.join(web, 'app.js'), '');
    t = await createTestApp({ PUBLIC_URL: 'https://yield-cabinet.test', WEB_DIST: web });
    doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  afterAll(() => t?.close());

  it('passes redocly lint with no error and no warning', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'yc-openapi-')), 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const report = await lint(file);
    expect(report.problems.map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('names each operation after its contract endpoint, once', () => {
    const ids = operations(doc).map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['login', 'profile', 'deposit', 'withdraw', 'regexp']));
    expect(ids.every((id) => id && id in api)).toBe(true);
  });

  it('lists only API calls: health checks, dev pages and static files stay out', () => {
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith('/api/v1/'))).toEqual([]);
  });

  it('declares who may call each operation', () => {
    expect(doc.paths['/api/v1/login']?.post?.security).toEqual([]);
    expect(doc.paths['/api/v1/profile']?.get?.security).toEqual([{ bearer: [] }]);
    expect(operations(doc).every(({ op }) => Array.isArray(op.security))).toBe(true);
  });

  it('documents every error answer with the shared error schema', () => {
    expect(doc.components.schemas.ApiError?.required).toEqual(
      expect.arrayContaining(['statusCode', 'error', 'message']),
    );
    for (const { p, method, op } of operations(doc)) {
      const errors = Object.entries(op.responses).filter(([status]) => !status.startsWith('2'));
      const statuses = errors.map(([status]) => status);
      expect(statuses, `${method} ${p}`).toEqual(expect.arrayContaining(['429', '4XX', '5XX']));
      if (op.security?.length) expect(statuses, `${method} ${p}`).toEqual(expect.arrayContaining(['401', '403']));
      for (const [status, answer] of errors) {
        const shared = doc.components.responses[String(answer.$ref).replace('#/components/responses/', '')];
        expect(shared?.content?.['application/json']?.schema, `${method} ${p} ${status}`).toEqual({
          $ref: '#/components/schemas/ApiError',
        });
      }
    }
  });

  it('describes the error a call really answers with', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/profile' });
    expect(doc.paths['/api/v1/profile']?.get?.responses[String(res.statusCode)]).toBeDefined();
    expect(z.strictObject(errorSchema.shape).safeParse(res.json()).success).toBe(true);
  });

  it('refuses to route an endpoint the contract registry does not name', () => {
    const app = Fastify();
    expect(() => route(app, { ...api.regexp }, async () => ({}) as never)).toThrow(
      /not in the contract's api registry/,
    );
    return app.close();
  });

  it("refuses to send JSON checked against another endpoint's schema", async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    route(app, api.regexp, async () => CheckedJson.of(api.adminJobs, { jobs: [] }));
    const res = await app.inject({ method: 'GET', url: api.regexp.path });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('"jobs":');
    return app.close();
  });
});
