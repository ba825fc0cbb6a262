/** `app.programme`: the referral programme's versions as the console edits them (decision 82). */
import fp from 'fastify-plugin';
import { ReferralProgramme } from '../../modules/referrals/programme.ts';

declare module 'fastify' {
  interface FastifyInstance {
    programme: ReferralProgramme;
  }
}

export default fp(
  async (app) => {
    app.decorate('programme', new ReferralProgramme({ db: app.db, audit: app.auditLog, configBus: app.configBus }));
  },
  { name: 'programme', dependencies: ['database', 'audit', 'config-bus'] },
);
