// `npm run reconcile`: build the server if stale, then compare the ledger with positions and on-chain holdings.
import { ensureBuilt } from './ensure-build.mjs';

ensureBuilt();
await import('../apps/server/dist/reconcile.js');
