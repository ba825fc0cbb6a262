/** `app.auditLog`: the audit log's writer, shared by every console service, and `app.auditReads`, the console's
 * reads of it (decision 56: built once). */
import fp from 'fastify-plugin';
import { AuditLog } from '../../modules/audit/audit-log.ts';
import { AuditReads } from '../../modules/audit/audit-reads.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auditLog: AuditLog;
    auditReads: AuditReads;
  }
}

export default fp(
  async (app) => {
    app.decorate('auditLog', new AuditLog());
    app.decorate('auditReads', new AuditReads(app.db));
  },
  { name: 'audit', dependencies: ['database'] },
);
