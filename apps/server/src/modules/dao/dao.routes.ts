/**
 * The DAO area's API (issue 6; docs/product.md §2, §7): SPOOL holdings, pools, values, rewards and governance; and
 * the console's proposals (docs/product.md §10, decision 82).
 */
import { api } from '@yc/contract';
import type { FastifyInstance } from 'fastify';
import { requestLocale } from '../../lib/locale.ts';
import { route } from '../../lib/route.ts';
import { actorOf } from '../audit/audit-log.ts';

export default async function daoRoutes(app: FastifyInstance) {
  const { daoViews: views, governance } = app;
  const userId = (req: { auth: { user: { id: string } } | null }) => req.auth?.user.id as string;

  route(app, api.daoPersonal, async (req) => views.personal(userId(req)));
  route(app, api.daoPools, async () => views.pools());
  route(app, api.daoValues, async () => views.values());
  // No DAO reward is distributed yet (see DaoViews.personal): the history is empty until one is.
  route(app, api.daoRewards, async (req) => ({
    items: [],
    page: req.query.page,
    pageSize: req.query.pageSize,
    total: 0,
  }));
  route(app, api.daoProposals, async (req) => governance.list(req.query, userId(req), requestLocale(req)));
  route(app, api.daoVote, async (req) =>
    governance.vote(req.params.id, req.body.option, userId(req), requestLocale(req)),
  );

  route(app, api.adminProposals, async (req) => governance.adminList(req.query));
  route(app, api.createProposal, async (req) => governance.create(actorOf(req), req.body));
  route(app, api.updateProposal, async (req) => governance.update(actorOf(req), req.params.id, req.body));
  route(app, api.cancelProposal, async (req) => governance.cancel(actorOf(req), req.params.id));
}
