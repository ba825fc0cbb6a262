// The admin section (BENCH_ONLY=admin runs it alone; decision 74): the console's users search and withdrawals list
// at 1,000,000 users and 1,000,000 withdrawals on PostgreSQL, through the real server, signed in as an operator
// with TOTP as in the browser. The rows are seeded in SQL with generate_series, triggers off (the referral ids
// drawn here), then analysed, so the planner sees the sizes it will see in production.
import { Secret, TOTP } from 'otpauth';
import { measureHeavy } from '../lib/load.mjs';
import { postgresDatabase } from '../lib/postgres.mjs';
import { startServer } from '../lib/processes.mjs';

export const ADMIN_USERS = Number(process.env.BENCH_ADMIN_USERS ?? 1_000_000);
const WITHDRAWALS_PER_USER = 1;
/** Rows a page of the users and the withdrawals consoles ask for (their api/ modules). */
const PAGE = 25;
const OPERATOR = { login: 'bench.operator@bench.local', password: 'Bench#Operator1' };

/** User n's keys, as the seed writes them: what the searches look for. */
// md5 shaped as a version-4 uuid (the API answers only RFC 4122 ids).
const userId = (n) => `overlay(overlay(md5('u' || ${n}) placing '4' from 13) placing '8' from 17)::uuid`;

async function seed(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = Date.now();
  try {
    await client.query('begin');
    // Triggers off for the seed (referral ids and the tree, the wallet's link time): the rows carry their values.
    await client.query('set local session_replication_role = replica');
    // The secondary indexes are built once after the rows, several times faster than row by row; the constraints'
    // own indexes (keys, unique columns) stay.
    const { rows: indexes } = await client.query(
      `select indexname, indexdef from pg_indexes i
       where schemaname = 'public' and tablename in ('users', 'withdrawals')
         and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    );
    for (const { indexname } of indexes) await client.query(`drop index ${indexname}`);
    await client.query(
      `insert into users (id, login, email, name, role, meta_mask_address, referral_id, email_confirmed_at, source,
         created_at, updated_at)
       select ${userId('n')}, 'u' || n || '@bench.local', 'u' || n || '@bench.local', 'Name ' || n,
         'investor', '0x' || md5('w' || n) || substr(md5('x' || n), 1, 8), 'r' || lpad(n::text, 11, '0'), now(),
         'bench', now() - n * interval '1 second', now() - n * interval '1 second'
       from generate_series(1, $1) n`,
      [ADMIN_USERS],
    );
    // One withdrawal per user: one in fifty waits for approval, one in fifty was rejected, the rest were paid.
    await client.query(
      `insert into withdrawals (user_id, pool, currency, chain_id, amount, fee, destination, status, needs_approval,
         reason_en, reason_ru, hot_wallet, nonce, signed_tx, tx_hash, confirmations, created_at, updated_at)
       select ${userId('n')}, 'stable', 'USDT', 1, 1000000 + n, 1000, '0x' || md5('w' || n) || substr(md5('x' || n), 1, 8),
         s.status, s.status = 'requested',
         case when s.status = 'rejected' then 'bench' end, case when s.status = 'rejected' then 'bench' end,
         case when s.status = 'confirmed' then '0x00000000000000000000000000000000000000aa' end,
         case when s.status = 'confirmed' then n end,
         case when s.status = 'confirmed' then '0x00' end,
         case when s.status = 'confirmed' then '0x' || lpad(to_hex(n), 64, '0') end,
         case when s.status = 'confirmed' then 12 else 0 end,
         now() - n * interval '1 second' + interval '10 minutes', now()
       from generate_series(1, $1) n,
         lateral (select case n % 50 when 0 then 'requested' when 1 then 'rejected' else 'confirmed' end as status) s`,
      [ADMIN_USERS * WITHDRAWALS_PER_USER],
    );
    for (const { indexdef } of indexes) await client.query(indexdef);
    await client.query('commit');
    await client.query('analyze users');
    await client.query('analyze withdrawals');
    console.log(
      `Admin: ${ADMIN_USERS.toLocaleString('en-US')} users and withdrawals seeded in ${(Date.now() - started) / 1000} s`,
    );
    const { rows } = await client.query(
      `select to_json(created_at) #>> '{}' as at, id from withdrawals order by created_at desc, id desc
       offset $1 limit 1`,
      [Math.floor(ADMIN_USERS / 2)],
    );
    return { deep: rows[0] };
  } finally {
    await client.end();
  }
}

/** The dev server's operator endpoint, then the password, then TOTP enrolment: a session that entered a code. */
async function operatorSession(base) {
  const json = async (path, body, token) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  await json('/api/v1/dev/operators', OPERATOR);
  const { token } = await json('/api/v1/login', OPERATOR);
  const { secret } = await json('/api/v1/admin/2fa/enrol', undefined, token);
  await json('/api/v1/admin/2fa/confirm', { code: new TOTP({ secret: Secret.fromBase32(secret) }).generate() }, token);
  return { authorization: `Bearer ${token}` };
}

/** Rows for the API table: `GET /api/v1/admin/…` at a million users and withdrawals (PostgreSQL). */
export async function adminBench() {
  const db = await postgresDatabase();
  if (!db) return [];
  let server = null;
  try {
    // The server migrates the empty database; the seed follows, into the tables as they are.
    server = await startServer({ DATABASE_URL: db.url, NODE_ENV: 'development', RATE_LIMIT_PER_MINUTE: '0' });
    const { deep } = await seed(db.url);
    const headers = await operatorSession(server.base);
    const n = Math.floor(ADMIN_USERS / 3);
    const lookup = await fetch(`${server.base}/api/v1/admin/users?q=u${n}@bench.local`, { headers }).then((r) =>
      r.json(),
    );
    const user = lookup.items?.[0];
    if (!user) throw new Error(`admin bench: user ${n} not found: ${JSON.stringify(lookup)}`);
    const deepCursor = Buffer.from(JSON.stringify([deep.at, deep.id])).toString('base64url');
    const of = `${(ADMIN_USERS / 1_000_000).toLocaleString('en-US')}M`;
    const users = `${server.base}/api/v1/admin/users?limit=${PAGE}`;
    const withdrawals = `${server.base}/api/v1/admin/withdrawals?limit=${PAGE}`;
    const targets = [
      {
        name: `GET /api/v1/admin/users?q=<e-mail prefix>, ${of} users (PostgreSQL)`,
        url: `${users}&q=u${Math.floor(n / 100)}`,
      },
      { name: `GET /api/v1/admin/users?q=<name prefix>, ${of} users (PostgreSQL)`, url: `${users}&q=name%20${n}` },
      { name: `GET /api/v1/admin/users?q=<uuid>, ${of} users (PostgreSQL)`, url: `${users}&q=${user.id}` },
      { name: `GET /api/v1/admin/users?q=<wallet>, ${of} users (PostgreSQL)`, url: `${users}&q=${user.wallet}` },
      { name: `GET /api/v1/admin/users, first page, ${of} users (PostgreSQL)`, url: users },
      { name: `GET /api/v1/admin/withdrawals, first page, ${of} (PostgreSQL)`, url: withdrawals },
      {
        name: `GET /api/v1/admin/withdrawals?status=requested, ${of} (PostgreSQL)`,
        url: `${withdrawals}&status=requested`,
      },
      {
        name: `GET /api/v1/admin/withdrawals, a page ${(ADMIN_USERS / 2).toLocaleString('en-US')} deep (PostgreSQL)`,
        url: `${withdrawals}&cursor=${deepCursor}`,
      },
    ];
    const results = [];
    for (const t of targets) results.push({ name: t.name, ...(await measureHeavy({ ...t, headers })) });
    return results;
  } finally {
    await server?.stop();
    await db.drop();
  }
}
