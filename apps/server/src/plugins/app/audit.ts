/** `app.auditLog`: the audit log's writer, shared by every console service (decision 56: built once). */
import fp from 'fastify-plugin';
import { AuditLog } from '../../modules/audit/audit-log.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auditLog: AuditLog;
  }
}

export default fp(
  async (app) => {
    app.decorate('auditLog', new AuditLog());
  },
  { name: 'audit', dependencies: ['database'] },
);
