import path from 'node:path';
import fp from 'fastify-plugin';
import { type DatabaseHandle, migrate, openPglite, openPostgres } from '../../db/database.ts';

export interface DatabasePluginOptions {
  /** A database opened by the caller (tests); the caller closes it. */
  handle?: DatabaseHandle;
}

export default fp<DatabasePluginOptions>(
  async (app, opts) => {
    const { config } = app;
    const handle =
      opts.handle ??
      (config.databaseUrl ? openPostgres(config.databaseUrl) : await openPglite(path.join(config.dataDir, 'db')));
    if (!opts.handle) app.addHook('onClose', () => handle.close());
    await migrate(handle.db);
    app.decorate('db', handle.db);
    app.decorate('dbEngine', handle.engine);
  },
  { name: 'database' },
);
