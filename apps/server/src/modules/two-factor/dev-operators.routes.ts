/**
 * Dev mode only: operators for end-to-end tests, which cannot run `npm run admin` while the server holds the embedded
 * database. No worse than the dev mailbox, which already hands anyone any account's codes; production never has it.
 */
import { api } from '@yc/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import { route } from '../../lib/route.ts';

export default async function devOperatorsRoutes(app: FastifyInstance) {
  if (!app.config.devMode) return;

  route(app, api.devOperator, async (req) => app.twoFactor.devOperator(req.body.login, req.body.password));

  route(app, api.devStaleSecondFactor, async (req) => {
    const operator = await app.twoFactor.ageVerification(req.body.login);
    if (!operator) throw notFound();
    return operator;
  });
}
