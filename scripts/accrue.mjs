// `npm run accrue -- [--date YYYY-MM-DD]`: build the server if stale, then apply the daily accrual up to the date.
import { ensureBuilt } from './ensure-build.mjs';

ensureBuilt();
await import('../apps/server/dist/accrue.js');
