/**
 * Referral programme API (issue 6): the referral ID and link, the figures per level, the rank progress, the
 * downline list and the rules. The rank follows from attracted liquidity; it unlocks levels and a profit share.
 * The console reads and sets the programme (decision 82).
 */
import { api } from '@yc/contract';
import type { FastifyInstance } from 'fastify';
import { idempotencyKeyOf } from '../../lib/idempotency-key.ts';
import { requestLocale } from '../../lib/locale.ts';
import { refuseBody, route } from '../../lib/route.ts';
import { actorOf } from '../audit/audit-log.ts';
import { siteOrigin } from '../brand/site-origin.ts';

export default async function referralsRoutes(app: FastifyInstance) {
  const { referrals, programme } = app;
  const userId = (req: { auth: { user: { id: string } } | null }) => req.auth?.user.id as string;

  route(app, api.referralRules, async (req) => referrals.rules(requestLocale(req)));

  route(app, api.adminProgramme, async () => programme.get());

  route(app, api.updateProgramme, async (req) => programme.update(actorOf(req), req.body));

  route(app, api.referrals, async (req) => referrals.overview(userId(req), requestLocale(req), siteOrigin(app, req)));

  route(app, api.referralProgress, async (req) => referrals.progress(userId(req), requestLocale(req)));

  route(app, api.referralMembers, async (req) => referrals.members(userId(req), requestLocale(req), req.query));

  route(app, api.referralHarvestInfo, async (req) => referrals.harvestInfo(userId(req)));

  route(app, api.referralHarvest, async (req) => referrals.harvest(userId(req), idempotencyKeyOf(req)), {
    preHandler: refuseBody,
  });
}
