// Throw-away PostgreSQL databases for the scaled-mode figures.
import { DATABASE_URL } from './config.mjs';

let databases = 0;

/**
 * A fresh PostgreSQL database (a copy of `template`, when given), or null when none is reachable.
 */
export async function postgresDatabase(template) {
  const { default: pg } = await import('pg');
  const name = `yc_bench_${Date.now()}_${databases++}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
    await admin.query(`create database ${name}${template ? ` template ${template.name}` : ''}`);
  } catch (err) {
    // A copy fails only for a reason worth seeing: its template was made on the same server a moment ago.
    if (template) throw err;
    console.warn(`PostgreSQL at ${DATABASE_URL} is not reachable: scaled-mode figures are skipped.`);
    return null;
  } finally {
    await admin.end().catch(() => {});
  }
  const url = new URL(DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
