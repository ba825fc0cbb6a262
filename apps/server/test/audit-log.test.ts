/**
 * The audit log (docs/product.md §10, decision 66): the database refuses to change or remove a row, a record commits
 * or rolls back with its transaction, and the console lists it by keyset pages under every filter and as CSV.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../src/db/database.ts';
import { bearer, investor } from './helpers/accounts.ts';
import { expectError } from './helpers/errors.ts';
import { operatorSession } from './helpers/operators.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

describe('audit log', () => {
  let t: TestApp;
  let operator: Awaited<ReturnType<typeof operatorSession>>;
  beforeAll(async () => {
    t = await createTestApp();
    operator = await operatorSession(t);
  });
  afterAll(() => t?.close());

  const get = (url: string, headers = operator.headers) => t.app.inject({ method: 'GET', url, headers });
  const list = async (query: Record<string, string>) => {
    const res = await get(`/api/v1/admin/audit?${new URLSearchParams(query)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      items: Array<{ id: string; action: string; actor: { id: string; login: string | null } | null }>;
      nextCursor: string | null;
    };
  };
  /** Every row of a filter, read page by page. */
  const readAll = async (query: Record<string, string>, limit: number) => {
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await list({ ...query, limit: String(limit), ...(cursor ? { cursor } : {}) });
      expect(page.items.length).toBeLessThanOrEqual(limit);
      ids.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
    } while (cursor);
    return ids;
  };
  const rowsOf = (objectType: string) =>
    t.app.db.selectFrom('audit_log').selectAll().where('object_type', '=', objectType).orderBy('id', 'desc').execute();

  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    await t.app.auditLog.record(
      t.app.db,
      { id: operator.id, ip: '10.0.0.1' },
      {
        action: 'test.keep',
        objectType: 'append-only',
        objectId: 'a',
        after: { v: 1 },
      },
    );
    await expect(sql`update audit_log set action = 'test.changed'`.execute(t.app.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(t.app.db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_log`.execute(t.app.db)).rejects.toThrow(/append-only/);
    expect((await rowsOf('append-only')).map((r) => r.action)).toEqual(['test.keep']);
  });

  it('loses a record made in a transaction that rolls back', async () => {
    const actor = { id: operator.id, ip: null };
    await expect(
      withTransaction(t.app.db, async (tx) => {
        await t.app.auditLog.record(tx, actor, { action: 'test.rolled_back', objectType: 'rollback' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await withTransaction(t.app.db, (tx) =>
      t.app.auditLog.record(tx, actor, { action: 'test.committed', objectType: 'rollback' }),
    );
    expect((await rowsOf('rollback')).map((r) => r.action)).toEqual(['test.committed']);
  });

  it('keeps bigints as decimal strings and answers before and after as JSON', async () => {
    await t.app.auditLog.record(
      t.app.db,
      { id: operator.id, ip: '10.0.0.2' },
      {
        action: 'test.amount',
        objectType: 'json',
        objectId: 'w1',
        before: { status: 'requested', amount: 123456789012345678901234567890n },
        after: { status: 'approved', amount: 123456789012345678901234567890n },
      },
    );
    const page = await list({ objectType: 'json' });
    expect(page.items).toEqual([
      {
        id: expect.stringMatching(/^\d+$/),
        createdAt: expect.any(String),
        actor: { id: operator.id, login: operator.login },
        ip: '10.0.0.2',
        action: 'test.amount',
        objectType: 'json',
        objectId: 'w1',
        before: { status: 'requested', amount: '123456789012345678901234567890' },
        after: { status: 'approved', amount: '123456789012345678901234567890' },
      },
    ]);
  });

  describe('list and CSV', () => {
    const objectType = 'paging';
    let all: string[];
    beforeAll(async () => {
      // Eleven rows: by the operator or by the platform, three actions in two families, three objects, two days.
      for (let i = 0; i < 11; i++) {
        await t.app.db
          .insertInto('audit_log')
          .values({
            actor_id: i % 3 === 0 ? null : operator.id,
            ip: '127.0.0.1',
            action: ['paging.approve', 'paging.reject', 'other_family.x'][i % 3] as string,
            object_type: objectType,
            object_id: `o${i % 4}`,
            before: JSON.stringify({ n: String(i) }),
            after: JSON.stringify({ n: String(i + 1) }),
            created_at: i < 5 ? '2030-01-01T12:00:00Z' : '2030-01-02T12:00:00Z',
          })
          .execute();
      }
      all = (await rowsOf(objectType)).map((r) => r.id);
    });

    it('pages newest first with no row twice and none left out, whatever the page size', async () => {
      expect(all).toHaveLength(11);
      for (const limit of [1, 3, 5, 11, 100]) expect(await readAll({ objectType }, limit)).toEqual(all);
    });

    it('filters by operator, action, action family, object and days', async () => {
      const rows = await rowsOf(objectType);
      const idsWhere = (keep: (r: (typeof rows)[number]) => boolean) => rows.filter(keep).map((r) => r.id);
      expect(await readAll({ objectType, actorId: operator.id }, 2)).toEqual(idsWhere((r) => r.actor_id !== null));
      expect(await readAll({ objectType, action: 'paging.reject' }, 2)).toEqual(
        idsWhere((r) => r.action === 'paging.reject'),
      );
      expect(await readAll({ objectType, action: 'paging.' }, 2)).toEqual(
        idsWhere((r) => r.action.startsWith('paging.')),
      );
      // `_` is a character of the family's name, not a wildcard.
      expect(await readAll({ objectType, action: 'other.' }, 2)).toEqual([]);
      expect(await readAll({ objectType, objectId: 'o1' }, 2)).toEqual(idsWhere((r) => r.object_id === 'o1'));
      expect(await readAll({ objectType, from: '2030-01-02' }, 2)).toEqual(
        idsWhere((r) => r.created_at.toISOString().startsWith('2030-01-02')),
      );
      expect(await readAll({ objectType, from: '2030-01-01', to: '2030-01-01' }, 2)).toEqual(
        idsWhere((r) => r.created_at.toISOString().startsWith('2030-01-01')),
      );
      // The platform's own rows name no operator; the operator's carry the login.
      expect((await list({ objectType, limit: '100' })).items.map((i) => i.actor)).toEqual(
        rows.map((r) => (r.actor_id ? { id: operator.id, login: operator.login } : null)),
      );
    });

    it('refuses a cursor that is not its own and a range that ends before it starts', async () => {
      const res = await get(`/api/v1/admin/audit?cursor=${Buffer.from('["x"]').toString('base64url')}`);
      expect(res.statusCode).toBe(400);
      expect((await get('/api/v1/admin/audit?from=2030-01-02&to=2030-01-01')).statusCode).toBe(400);
    });

    it('downloads the filter as CSV: a header, then the rows newest first', async () => {
      const res = await get(`/api/v1/admin/audit.csv?objectType=${objectType}&objectId=o1`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      const lines = res.body.trimEnd().split('\r\n');
      expect(lines[0]).toBe('id,created_at,actor_id,actor_login,ip,action,object_type,object_id,before,after');
      const rows = (await rowsOf(objectType)).filter((r) => r.object_id === 'o1');
      expect(lines.slice(1)).toEqual(
        rows.map((r) =>
          [
            r.id,
            r.created_at.toISOString(),
            r.actor_id ?? '',
            r.actor_id ? operator.login : '',
            '127.0.0.1',
            r.action,
            objectType,
            'o1',
            `"${JSON.stringify(r.before).replace(/"/g, '""')}"`,
            `"${JSON.stringify(r.after).replace(/"/g, '""')}"`,
          ].join(','),
        ),
      );
    });

    it('lists the operators for the filter', async () => {
      const res = await get('/api/v1/admin/operators');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().items).toContainEqual({ id: operator.id, login: operator.login, name: null });
    });
  });

  it('refuses the log to an investor', async () => {
    const someone = await investor(t);
    for (const url of ['/api/v1/admin/audit', '/api/v1/admin/audit.csv', '/api/v1/admin/operators']) {
      expectError(await get(url, bearer(someone.token)), 403, 'auth.forbidden', expect.any(String));
    }
  });
});
