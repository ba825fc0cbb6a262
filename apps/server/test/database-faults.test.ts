/**
 * A stalled, stopped or locked PostgreSQL: requests answer 503 JSON with Retry-After within the configured limits
 * instead of hanging or answering 500, and the server heals once the database answers again. PostgreSQL is reached
 * through a proxy the test can stall (it holds every byte) or close (new connections are refused).
 */
import { once } from 'node:events';
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, openPostgres } from '../src/db/database.ts';
import { bearer, investor } from './helpers/accounts.ts';
import { createTestApp, engine, openTestDatabase, type TestApp } from './helpers/test-app.ts';

/**
 * Forwards TCP to PostgreSQL. `stall` holds every byte both ways, on open and new connections; `resume` delivers
 * them; `abandon` lets new connections through while the stalled ones stay stuck for good (a half-dead network);
 * `refuse` closes everything, as a stopped server does.
 */
class PostgresProxy {
  readonly #server = net.createServer((client) => this.#connect(client));
  readonly #links = new Set<{ sockets: net.Socket[]; held: Array<() => void> | null }>();
  #stallNew = false;
  port = 0;

  constructor(private readonly upstream: { host: string; port: number }) {}

  async listen(port = 0): Promise<void> {
    this.#server.listen(port, '127.0.0.1');
    await once(this.#server, 'listening');
    this.port = (this.#server.address() as net.AddressInfo).port;
  }

  #connect(client: net.Socket): void {
    const server = net.connect(this.upstream.port, this.upstream.host);
    const link = { sockets: [client, server], held: this.#stallNew ? [] : null } as {
      sockets: net.Socket[];
      held: Array<() => void> | null;
    };
    this.#links.add(link);
    for (const [from, to] of [
      [client, server],
      [server, client],
    ] as const) {
      from.on('data', (chunk) => (link.held ? link.held.push(() => to.write(chunk)) : to.write(chunk)));
      from.on('error', () => to.destroy());
      from.on('close', () => {
        this.#links.delete(link);
        to.destroy();
      });
    }
  }

  stall(): void {
    this.#stallNew = true;
    for (const link of this.#links) link.held ??= [];
  }

  resume(): void {
    this.#stallNew = false;
    for (const link of this.#links) {
      const held = link.held ?? [];
      link.held = null;
      for (const deliver of held) deliver();
    }
  }

  abandon(): void {
    this.#stallNew = false;
  }

  async refuse(): Promise<void> {
    const closed = new Promise((resolve) => this.#server.close(resolve));
    for (const link of this.#links) for (const socket of link.sockets) socket.destroy();
    await closed;
  }

  async accept(): Promise<void> {
    await this.listen(this.port);
  }

  async close(): Promise<void> {
    if (this.#server.listening) await this.refuse();
  }
}

/** Generous for a busy machine: the test waits on answers, never on the clock. */
const TIMEOUTS = { connectMs: 3000, statementMs: 2000, idleInTransactionMs: 10_000 };

describe('what counts as the database being unavailable', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a reset connection', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['an administrator shutdown', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    ['a database starting up', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['a connection failure', Object.assign(new Error('connection failure'), { code: '08006' })],
    [
      'a statement timeout',
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
    ],
    ['too many connections', Object.assign(new Error('sorry, too many clients already'), { code: '53300' })],
    ['an ended connection', new Error('Connection terminated unexpectedly')],
    ['a full pool', new Error('timeout exceeded when trying to connect')],
    ['a stalled query', new Error('Query read timeout')],
    ['a wrapped cause', new Error('query failed', { cause: Object.assign(new Error('x'), { code: '08001' }) })],
    [
      'every address refused',
      Object.assign(new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })], ''), {}),
    ],
  ])('%s is unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a syntax error', Object.assign(new Error('syntax error'), { code: '42601' })],
    ['a plain error', new Error('boom')],
    ['not an error', 'Connection terminated'],
  ])('%s is not', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe.runIf(engine === 'postgres')('PostgreSQL faults', () => {
  let proxy: PostgresProxy;
  let t: TestApp;
  let token: string;
  let directUrl: string;

  beforeAll(async () => {
    const base = new URL(process.env.TEST_DATABASE_URL as string);
    proxy = new PostgresProxy({ host: base.hostname, port: Number(base.port || 5432) });
    await proxy.listen();
    const database = await openTestDatabase((url) => {
      directUrl = url;
      const proxied = new URL(url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(proxy.port);
      return openPostgres(proxied.toString(), 4, TIMEOUTS);
    });
    t = await createTestApp({}, { database });
    token = (await investor(t)).token;
  });
  afterAll(async () => {
    await proxy?.close();
    await t?.app.close();
    await t?.database.close();
  });

  /** A call that always reaches the database (no cache in front). */
  const signIn = () =>
    t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { login: 'nobody@example.com', password: 'x' } });
  const ready = () => t.app.inject({ method: 'GET', url: '/readyz' });

  const expectUnavailable = (res: Awaited<ReturnType<typeof signIn>>) => {
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The service is temporarily unavailable',
      code: 'http.unavailable',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  };

  const expectHealthy = async () => {
    expect((await signIn()).statusCode).toBe(401);
    expect((await ready()).json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
  };

  it('answers 503 while the database is stalled, and heals when it answers again', async () => {
    await expectHealthy();
    proxy.stall();
    // Every pooled connection is stuck, so new ones are opened (and stall) too.
    const stalled = await Promise.all(Array.from({ length: 6 }, signIn));
    for (const res of stalled) expectUnavailable(res);
    expect((await ready()).statusCode).toBe(503);
    proxy.resume();
    await expectHealthy();
  });

  it('heals even when the stalled connections never answer again', async () => {
    await expectHealthy();
    proxy.stall();
    for (const res of await Promise.all(Array.from({ length: 6 }, signIn))) expectUnavailable(res);
    // The network comes back for new connections only: the pool must have let go of the stuck ones.
    proxy.abandon();
    await expectHealthy();
    proxy.resume();
  });

  it('answers 503, not 500, while the database refuses connections, and heals when it is back', async () => {
    await expectHealthy();
    await proxy.refuse();
    expectUnavailable(await signIn());
    expectUnavailable(await signIn());
    expect((await ready()).json()).toEqual({ status: 'unavailable', checks: { database: 'down' } });
    await proxy.accept();
    await expectHealthy();
  });

  it('answers 503 when a statement waits on a lock past the statement timeout', async () => {
    const locker = new pg.Client({ connectionString: directUrl });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table users in exclusive mode');
      // A write to the locked users table.
      const rename = (name: string) =>
        t.app.inject({ method: 'PUT', url: '/api/v1/user/update', payload: { name }, headers: bearer(token) });
      expectUnavailable(await rename('Locked out'));
      await locker.query('rollback');
      const saved = await rename('Let in');
      expect(saved.statusCode).toBe(200);
      expect(saved.json().user.name).toBe('Let in');
    } finally {
      await locker.end();
    }
  });
});
