// `npm run admin -- create --login EMAIL`: build the server if stale, then run its operator CLI.
import { ensureBuilt } from './ensure-build.mjs';

ensureBuilt();
await import('../apps/server/dist/admin.js');
