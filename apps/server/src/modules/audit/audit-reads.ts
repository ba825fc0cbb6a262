/**
 * The audit log's read side for the console (docs/product.md §10, decision 66): keyset pages newest first, the CSV
 * of a filter, the operators for the operator filter. Each filter has an index of migration 017 ending in `id desc`
 * (operator, object, exact action), so a page is a range scan from the cursor's id.
 */
import {
  type AdminAuditCsvQuery,
  type AdminOperator,
  AUDIT_CSV_COLUMNS,
  AUDIT_CSV_MAX_ROWS,
  type AuditEntry,
} from '@yc/contract/admin-audit';
import { addDays, dayStart } from '@yc/contract/days';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { badRequest } from '../../lib/app-error.ts';
import { toCsv } from '../../lib/csv.ts';
import { decodeCursor, keysetPage } from '../../lib/keyset.ts';

export type AuditFilters = AdminAuditCsvQuery;

export class AuditReads {
  constructor(private readonly db: Db) {}

  /** The rows matching the filters with an id below `before`, newest first, joined to the operator's login. */
  private select(filters: AuditFilters, before: string | null, limit: number) {
    let query = this.db
      .selectFrom('audit_log as a')
      .leftJoin('users as u', 'u.id', 'a.actor_id')
      .select([
        'a.id',
        'a.created_at',
        'a.actor_id',
        'u.login as actor_login',
        'a.ip',
        'a.action',
        'a.object_type',
        'a.object_id',
        'a.before',
        'a.after',
      ]);
    if (before !== null) query = query.where('a.id', '<', before);
    if (filters.actorId) query = query.where('a.actor_id', '=', filters.actorId);
    if (filters.action?.endsWith('.')) {
      // A family of actions: starts_with needs no escaping of `_`, which LIKE would read as a wildcard.
      query = query.where(sql<boolean>`starts_with(a.action, ${filters.action})`);
    } else if (filters.action) query = query.where('a.action', '=', filters.action);
    if (filters.objectType) query = query.where('a.object_type', '=', filters.objectType);
    if (filters.objectId) query = query.where('a.object_id', '=', filters.objectId);
    if (filters.from) query = query.where('a.created_at', '>=', dayStart(filters.from));
    if (filters.to) query = query.where('a.created_at', '<', dayStart(addDays(filters.to, 1)));
    return query.orderBy('a.id', 'desc').limit(limit).execute();
  }

  async list(filters: AuditFilters, cursor: string | undefined, limit: number) {
    const key = decodeCursor(cursor, 1)?.[0];
    const before = key === undefined ? null : idOf(key);
    const rows = await this.select(filters, before, limit + 1);
    const page = keysetPage(rows, limit, (row) => [String(row.id)]);
    return { items: page.items.map(entryOf), nextCursor: page.nextCursor };
  }

  /** Every matching row as CSV, newest first; more than AUDIT_CSV_MAX_ROWS is refused rather than cut short. */
  async csv(filters: AuditFilters): Promise<string> {
    const rows = await this.select(filters, null, AUDIT_CSV_MAX_ROWS + 1);
    if (rows.length > AUDIT_CSV_MAX_ROWS) throw badRequest('admin.auditCsvTooLarge', { max: AUDIT_CSV_MAX_ROWS });
    return toCsv(
      AUDIT_CSV_COLUMNS,
      rows.map((row) => ({
        id: String(row.id),
        created_at: row.created_at.toISOString(),
        actor_id: row.actor_id,
        actor_login: row.actor_login,
        ip: row.ip,
        action: row.action,
        object_type: row.object_type,
        object_id: row.object_id,
        before: row.before === null ? null : JSON.stringify(row.before),
        after: row.after === null ? null : JSON.stringify(row.after),
      })),
    );
  }

  /** The operator accounts, by login. */
  async operators(): Promise<AdminOperator[]> {
    return this.db
      .selectFrom('users')
      .select(['id', 'login', 'name'])
      .where('role', '=', 'admin')
      .orderBy('login')
      .orderBy('id')
      .execute();
  }
}

/** A cursor's id: a positive integer, else the cursor is not one of ours. */
function idOf(key: string): string {
  if (!/^[1-9][0-9]{0,18}$/.test(key)) throw badRequest('validation.invalid');
  return key;
}

type Row = Awaited<ReturnType<AuditReads['select']>>[number];

const entryOf = (row: Row): AuditEntry => ({
  id: String(row.id),
  createdAt: row.created_at.toISOString(),
  actor: row.actor_id ? { id: row.actor_id, login: row.actor_login } : null,
  ip: row.ip,
  action: row.action,
  objectType: row.object_type,
  objectId: row.object_id,
  before: row.before,
  after: row.after,
});
