/** `app.adminUsers`: the users console's service (decisions 74, 75), built once over the cabinet's own services. */
import fp from 'fastify-plugin';
import { AdminUsersService } from '../../modules/admin-users/admin-users.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    adminUsers: AdminUsersService;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'adminUsers',
      new AdminUsersService({
        db: app.db,
        users: app.usersRepository,
        sessions: app.sessionsRepository,
        signIns: app.signIns,
        accounts: app.accounts,
        audit: app.auditLog,
        mailer: app.mailer,
        ledgerReads: app.ledgerReads,
        poolReads: app.poolReads,
      }),
    );
  },
  { name: 'admin-users', dependencies: ['accounts', 'audit', 'mailer', 'ledger', 'pools'] },
);
