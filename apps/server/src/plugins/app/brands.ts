/**
 * `app.brands`: the white-label brands (decision 84) — the snapshot requests read and the console's changes. At
 * start an empty table is seeded from BRANDS_FILE; a change on any instance reloads the snapshot through the bus.
 */
import fp from 'fastify-plugin';
import { BrandsService } from '../../modules/brand/brands.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    brands: BrandsService;
  }
}

export default fp(
  async (app) => {
    const brands = new BrandsService({ db: app.db, audit: app.auditLog, configBus: app.configBus });
    await brands.start(app.config.brandsSeed);
    app.configBus.on('brands', () => brands.reload());
    app.decorate('brands', brands);
  },
  { name: 'brands', dependencies: ['database', 'audit', 'config-bus'] },
);
