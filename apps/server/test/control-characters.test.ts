/**
 * Every string field of every request schema of the contract (body, query, path) gets control characters: the
 * answer is a 400 naming that field (or another 4xx), never a 5xx from the database refusing the text. The
 * fields are found by walking each schema's JSON Schema, so a new field is covered without listing it here.
 */
import { randomUUID } from 'node:crypto';
import { api, type Endpoint } from '@yc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { investor, PASSWORD, post, uniqueLogin } from './helpers/accounts.ts';
import { operatorSession } from './helpers/operators.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

/** NUL, other C0 controls, DEL, C1 controls (NEL, CSI) and, in JSON only, a lone surrogate. */
const CONTROLS = ['\u0000', '\u0001', '\u0008', '\u001b', '\u007f', '\u0085', '\u009b'];
const JSON_ONLY_CONTROLS = ['\ud800'];

interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

type Path = Array<string | number>;

/** A string value's path, and the constants on the way that select the union branches it sits in. */
interface Found {
  path: Path;
  consts: Array<[Path, unknown]>;
}

/** The constants of a union branch (a discriminated union's `kind`, or its first allowed value) at `path`. */
const constsOf = (branch: JsonSchema, path: Path): Array<[Path, unknown]> =>
  Object.entries(branch.properties ?? {})
    .map(([key, value]): [Path, unknown] => [[...path, key], value.const ?? value.enum?.[0]])
    .filter(([, value]) => value !== undefined);

/** The string values a schema takes (array items at index 0), each with the branch constants that reach it. */
function stringPaths(schema: JsonSchema, path: Path = [], consts: Array<[Path, unknown]> = []): Found[] {
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  const found = [
    ...branches.flatMap((branch) => stringPaths(branch, path, [...consts, ...constsOf(branch, path)])),
    ...([schema.type].flat().includes('string') ? [{ path, consts }] : []),
    ...Object.entries(schema.properties ?? {}).flatMap(([key, value]) => stringPaths(value, [...path, key], consts)),
    ...(schema.items ? stringPaths(schema.items, [...path, 0], consts) : []),
  ];
  return [...new Map(found.map((f) => [f.path.join('.'), f])).values()];
}

/** A value holding `leaf` at `path`, merged into `into` (objects and arrays' first items). */
const holding = (path: Path, leaf: unknown, into?: unknown): unknown => {
  const [head, ...rest] = path;
  if (head === undefined) return leaf;
  if (typeof head === 'number') {
    const inner = Array.isArray(into) ? into[0] : undefined;
    return [holding(rest, leaf, inner)];
  }
  const base = into && typeof into === 'object' && !Array.isArray(into) ? (into as Record<string, unknown>) : {};
  return { ...base, [head]: holding(rest, leaf, base[head]) };
};

/** A body with `leaf` at a found path and the constants that select its branches. */
const bodyHolding = ({ path, consts }: Found, leaf: string): unknown =>
  consts.reduce<unknown>(
    (body, [at, value]) => (at.join('.') === path.join('.') ? body : holding(at, value, body)),
    holding(path, leaf),
  );

/**
 * A body schema's variants: each branch of a top-level union with the constants that select it (a discriminated
 * union's `kind`), so a field of a branch is tried in a body that reaches that branch's validation.
 */
function bodyVariants(schema: JsonSchema): Array<{ fixed: Record<string, unknown>; schema: JsonSchema }> {
  const branches = [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])];
  if (branches.length === 0) return [{ fixed: {}, schema }];
  return branches.map((branch) => ({
    fixed: Object.fromEntries(
      Object.entries(branch.properties ?? {})
        .filter(([, value]) => value.const !== undefined)
        .map(([key, value]) => [key, value.const]),
    ),
    schema: branch,
  }));
}

const jsonSchemaOf = (schema: z.ZodMiniType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** A path whose parameters are valid, so that the part under test is the one refused. */
const validPath = (e: Endpoint, except?: { field: string; value: string }) =>
  e.path.replace(/:(\w+)/g, (_, key: string) => {
    if (key === except?.field) return encodeURIComponent(except.value);
    const shape = (e.params as z.ZodMiniObject).shape[key] as z.ZodMiniType;
    const valid = ['stable', '1', randomUUID(), 'x', 'en', 'logo', 'ETH', 'usd'].find(
      (candidate) => shape.safeParse(candidate).success,
    );
    if (valid === undefined) throw new Error(`no valid sample for ${e.path} :${key}`);
    return valid;
  });

/** Path and query fields are text in the URL whatever their type. */
const urlFields = (schema: z.ZodMiniType | undefined) =>
  Object.keys(schema ? (jsonSchemaOf(schema).properties ?? {}) : {});

describe(`control characters in every request field on ${engine}`, () => {
  let t: TestApp;
  let endpoints: Array<[string, Endpoint]>;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    tokens.user = (await investor(t)).token;
    tokens.admin = (await operatorSession(t)).token;
    endpoints = Object.entries(api).filter(([, e]) => t.app.hasRoute({ method: e.method, url: e.path }));
  });
  afterAll(() => t.close());

  const headersOf = (e: Endpoint): Record<string, string> => ({
    ...(e.auth === 'none' ? {} : { authorization: `Bearer ${e.auth === 'admin' ? tokens.admin : tokens.user}` }),
    ...(e.idempotent ? { 'idempotency-key': randomUUID() } : {}),
  });

  /** A 4xx JSON answer that, when it is a validation error, names the field. */
  const expectRefused = (res: { statusCode: number; body: string; json(): unknown }, field: string, what: string) => {
    expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
    const body = res.json() as { statusCode: number; message: string; details?: Array<{ field: string }> };
    expect(body.statusCode, what).toBe(res.statusCode);
    expect(typeof body.message, what).toBe('string');
    if (res.statusCode === 400)
      expect(
        body.details?.map((d) => d.field),
        what,
      ).toContain(field);
  };

  it('walks a field of every kind', () => {
    const bodyFields = endpoints.flatMap(([, e]) => (e.body ? stringPaths(jsonSchemaOf(e.body)) : []));
    expect(bodyFields.length).toBeGreaterThanOrEqual(40);
    const names = new Set(bodyFields.map((f) => f.path.join('.')));
    for (const field of ['login', 'password', 'name', 'code', 'refreshToken', 'message', 'title', 'options.0']) {
      expect(names, field).toContain(field);
    }
  });

  it('refuses them in every string field of every JSON body', async () => {
    for (const [name, e] of endpoints.filter(([, x]) => x.body)) {
      for (const { fixed, schema } of bodyVariants(jsonSchemaOf(e.body as z.ZodMiniType))) {
        const found = stringPaths(schema).filter(
          ({ path: p }) => p.length > 0 && !(p.length === 1 && String(p[0]) in fixed),
        );
        for (const field of found) {
          const { path } = field;
          for (const c of [...CONTROLS, ...JSON_ONLY_CONTROLS]) {
            const res = await t.app.inject({
              method: e.method,
              url: validPath(e),
              payload: JSON.stringify({ ...fixed, ...(bodyHolding(field, `a${c}b@c.co`) as object) }),
              headers: { 'content-type': 'application/json', ...headersOf(e) },
            });
            expectRefused(res, ['body', ...path].join('.'), `${name} body.${path.join('.')} ${JSON.stringify(c)}`);
          }
        }
      }
    }
  });

  it('refuses them in every query and path parameter', async () => {
    for (const [name, e] of endpoints) {
      for (const field of urlFields(e.query)) {
        for (const c of CONTROLS) {
          const url = `${validPath(e)}?${field}=${encodeURIComponent(`a${c}b`)}`;
          const res = await t.app.inject({ method: e.method, url, headers: headersOf(e) });
          expectRefused(res, `querystring.${field}`, `${name} query ${field} ${JSON.stringify(c)}`);
        }
      }
      for (const field of urlFields(e.params)) {
        for (const c of CONTROLS) {
          const url = validPath(e, { field, value: `a${c}b` });
          const res = await t.app.inject({ method: e.method, url, headers: headersOf(e) });
          expectRefused(res, `params.${field}`, `${name} path ${field} ${JSON.stringify(c)}`);
        }
      }
    }
  });

  it('signs nobody in with NUL in the login, and says why in both languages', async () => {
    for (const [locale, text] of [
      ['en', /control characters/],
      ['ru', /управляющих символов/],
    ] as const) {
      const res = await post(
        t.app,
        '/api/v1/login',
        { login: 'a\u0000@b.co', password: PASSWORD },
        { 'accept-language': locale },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation.controlCharacters', message: expect.stringMatching(text) });
    }
  });

  it('refuses invisible formatting characters in a name, in both languages', async () => {
    const { token } = await investor(t);
    for (const [locale, text] of [
      ['en', /invisible formatting characters/],
      ['ru', /невидимых символов/],
    ] as const) {
      for (const name of ['Admin\u202Eni', 'Ad\u200Bmin', '\u2066Admin\u2069']) {
        const res = await t.app.inject({
          method: 'PUT',
          url: '/api/v1/user/update',
          payload: { name },
          headers: { authorization: `Bearer ${token}`, 'accept-language': locale },
        });
        expect(res.statusCode, name).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'validation.invisibleCharacters',
          message: expect.stringMatching(text),
          details: [expect.objectContaining({ field: 'body.name' })],
        });
      }
    }
    const registered = await post(t.app, '/api/v1/register', {
      login: uniqueLogin(),
      password: PASSWORD,
      name: 'evil\u202Egnp.exe',
    });
    expect(registered.statusCode).toBe(400);
    expect(registered.json().code).toBe('validation.invisibleCharacters');
  });
});
