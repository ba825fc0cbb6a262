import fp from 'fastify-plugin';
import { type DatabaseHandle, migrate, openConfigured } from '../../db/database.ts';

export interface DatabasePluginOptions {
  /** A database opened by the caller (tests); the caller closes it. */
  handle?: DatabaseHandle;
}

export default fp<DatabasePluginOptions>(
  async (app, opts) => {
    const { config } = app;
    const handle = opts.handle ?? (await openConfigured(config, undefined, config.databaseTimeouts));
    if (opts.handle) await migrate(handle.db);
    else app.addHook('onClose', () => handle.close());
    app.decorate('db', handle.db);
    app.decorate('dbEngine', handle.engine);
  },
  { name: 'database' },
);
