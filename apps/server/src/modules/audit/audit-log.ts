/**
 * The audit log's one writer (docs/product.md §10, decision 66). A service that changes something for an operator
 * records it with the executor of its own transaction, so the row commits or rolls back with the change.
 */
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/database.ts';

/** Who acted and from where: taken from the request by `actorOf`. */
export interface Actor {
  /** The operator; null only for what the platform does by itself (a job, a migration's seed). */
  id: string | null;
  ip: string | null;
}

export interface AuditRecord {
  /** Dotted, lower case: `withdrawal.approve`, `user.freeze`, `correction.propose`. */
  action: string;
  objectType: string;
  objectId?: string | null;
  /** The object's values before and after the change; bigints are written as decimal strings. */
  before?: unknown;
  after?: unknown;
}

export const actorOf = (req: FastifyRequest): Actor => ({ id: req.auth?.user.id ?? null, ip: req.ip ?? null });

/** JSON with bigints as decimal strings (money is never a JS number, here either); undefined becomes null. */
export const auditJson = (value: unknown): string | null =>
  value === undefined || value === null
    ? null
    : JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

export class AuditLog {
  async record(executor: Executor, actor: Actor, record: AuditRecord): Promise<void> {
    await executor
      .insertInto('audit_log')
      .values({
        actor_id: actor.id,
        ip: actor.ip,
        action: record.action,
        object_type: record.objectType,
        object_id: record.objectId ?? null,
        before: auditJson(record.before),
        after: auditJson(record.after),
      })
      .execute();
  }
}
