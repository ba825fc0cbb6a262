/** Configuration as data (docs/product.md §10 "Configuration", decision 85): export, dry run and import. */
import { api } from '@yc/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { actorOf } from '../audit/audit-log.ts';

/** A document carries every article's body (up to 100,000 characters each): more than the default 1 MiB. */
const DOCUMENT_LIMIT = 32 * 1024 * 1024;

export default async function configTransferRoutes(app: FastifyInstance) {
  const transfer = app.configTransfer;

  route(app, api.exportConfig, async () => transfer.export());

  route(app, api.configDryRun, async (req) => transfer.dryRun(req.body), { bodyLimit: DOCUMENT_LIMIT });

  route(app, api.importConfig, async (req) => transfer.import(actorOf(req), req.body), { bodyLimit: DOCUMENT_LIMIT });
}
