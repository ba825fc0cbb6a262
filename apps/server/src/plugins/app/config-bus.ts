/**
 * `app.configBus`: how a console change of configuration reaches every instance without a restart (decision 78).
 * On PGlite the one process that owns the data is the only instance, so it needs no version check.
 */
import fp from 'fastify-plugin';
import { ConfigBus } from '../../modules/config/config-bus.ts';
import { scheduleJob } from './jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    configBus: ConfigBus;
  }
}

export default fp(
  async (app) => {
    const bus = new ConfigBus({ db: app.db, redis: app.redis, log: app.log });
    await bus.start();
    app.addHook('onClose', () => bus.stop());
    app.decorate('configBus', bus);
    if (app.dbEngine === 'postgres') scheduleJob(app, bus.checkJob(), app.config.env !== 'test');
  },
  { name: 'config-bus', dependencies: ['database', 'redis', 'jobs'] },
);
