/** Ledger corrections with four eyes (decision 76): list, read, propose, approve, reject, cancel; an entry's preview. */
import { api } from '@yc/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { actorOf } from '../audit/audit-log.ts';

export default async function adminCorrectionsRoutes(app: FastifyInstance) {
  const { corrections } = app;

  route(app, api.adminCorrections, async (req) => corrections.list(req.query));
  route(app, api.adminCorrection, async (req) => corrections.get(req.params.id));
  route(app, api.adminCorrectionPosition, async (req) => corrections.position(req.query));
  route(app, api.adminLedgerEntry, async (req) => corrections.entry(req.params.id));
  route(app, api.proposeCorrection, async (req) => corrections.propose(actorOf(req), req.body));
  route(app, api.approveCorrection, async (req) => corrections.approve(actorOf(req), req.params.id));
  route(app, api.rejectCorrection, async (req) => corrections.reject(actorOf(req), req.params.id, req.body.note));
  route(app, api.cancelCorrection, async (req) => corrections.cancel(actorOf(req), req.params.id));
}
