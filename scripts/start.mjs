// `npm start`: build what is stale, then run the server in this process (one PID, signals reach it).
import { ensureBuilt } from './ensure-build.mjs';

ensureBuilt();
await import('../apps/server/dist/server.js');
