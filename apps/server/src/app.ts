/**
 * The application as a plugin-built Fastify instance. Tests build it and call
 * `app.inject` (no port); server.ts only listens. Plugins in order: external → app → routes.
 */
import { LIMITS } from '@yc/contract';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import accountsRoutes from './modules/accounts/accounts.routes.ts';
import adminContentRoutes from './modules/admin-content/admin-content.routes.ts';
import adminCorrectionsRoutes from './modules/admin-corrections/admin-corrections.routes.ts';
import adminOverviewRoutes from './modules/admin-overview/admin-overview.routes.ts';
import poolContentRoutes from './modules/admin-pool-content/pool-content.routes.ts';
import adminPoolsRoutes from './modules/admin-pools/admin-pools.routes.ts';
import adminReportsRoutes from './modules/admin-reports/admin-reports.routes.ts';
import adminUsersRoutes from './modules/admin-users/admin-users.routes.ts';
import auditRoutes from './modules/audit/audit.routes.ts';
import avatarsRoutes from './modules/avatars/avatars.routes.ts';
import brandRoutes from './modules/brand/brand.routes.ts';
import chainRoutes from './modules/chain/chain.routes.ts';
import configTransferRoutes from './modules/config-transfer/config-transfer.routes.ts';
import contentRoutes from './modules/content/content.routes.ts';
import daoRoutes from './modules/dao/dao.routes.ts';
import depositsRoutes from './modules/deposits/deposits.routes.ts';
import devAccrualRoutes from './modules/ledger/dev-accrual.routes.ts';
import ledgerRoutes from './modules/ledger/ledger.routes.ts';
import mailboxRoutes from './modules/mail/mailbox.routes.ts';
import type { MailTransport } from './modules/mail/mailer.ts';
import notificationsRoutes from './modules/notifications/notifications.routes.ts';
import poolsRoutes from './modules/pools/pools.routes.ts';
import adminPricesRoutes from './modules/prices/admin-prices.routes.ts';
import referralsRoutes from './modules/referrals/referrals.routes.ts';
import systemRoutes from './modules/system/system.routes.ts';
import devOperatorsRoutes from './modules/two-factor/dev-operators.routes.ts';
import twoFactorRoutes from './modules/two-factor/two-factor.routes.ts';
import walletAuthRoutes from './modules/wallet-auth/wallet-auth.routes.ts';
import withdrawalsRoutes from './modules/withdrawals/withdrawals.routes.ts';
import accountsPlugin from './plugins/app/accounts.ts';
import adminContentPlugin from './plugins/app/admin-content.ts';
import adminOverviewPlugin from './plugins/app/admin-overview.ts';
import adminPoolContentPlugin from './plugins/app/admin-pool-content.ts';
import adminPoolsPlugin from './plugins/app/admin-pools.ts';
import adminReportsPlugin from './plugins/app/admin-reports.ts';
import adminUsersPlugin from './plugins/app/admin-users.ts';
import alertsPlugin from './plugins/app/alerts.ts';
import auditPlugin from './plugins/app/audit.ts';
import authPlugin from './plugins/app/auth.ts';
import avatarsPlugin from './plugins/app/avatars.ts';
import brandsPlugin from './plugins/app/brands.ts';
import chainPlugin from './plugins/app/chain.ts';
import configBusPlugin from './plugins/app/config-bus.ts';
import configTransferPlugin from './plugins/app/config-transfer.ts';
import contentPlugin from './plugins/app/content.ts';
import correctionsPlugin from './plugins/app/corrections.ts';
import daoPlugin from './plugins/app/dao.ts';
import databasePlugin from './plugins/app/database.ts';
import depositsPlugin from './plugins/app/deposits.ts';
import devMailboxPlugin from './plugins/app/dev-mailbox.ts';
import errorsPlugin from './plugins/app/errors.ts';
import eventsPlugin from './plugins/app/events.ts';
import jobsPlugin from './plugins/app/jobs.ts';
import ledgerPlugin from './plugins/app/ledger.ts';
import mailerPlugin from './plugins/app/mailer.ts';
import notificationsPlugin from './plugins/app/notifications.ts';
import poolsPlugin from './plugins/app/pools.ts';
import pricesPlugin from './plugins/app/prices.ts';
import programmePlugin from './plugins/app/programme.ts';
import redisPlugin from './plugins/app/redis.ts';
import webPlugin from './plugins/app/web.ts';
import withdrawalsPlugin from './plugins/app/withdrawals.ts';
import rateLimitPlugin from './plugins/external/rate-limit.ts';
import securityPlugin from './plugins/external/security.ts';
import swaggerPlugin from './plugins/external/swagger.ts';

export interface AppOptions {
  config: Config;
  /** A database opened by the caller; otherwise the configured one is opened and closed with the app. */
  database?: DatabaseHandle;
  mail?: { transport?: MailTransport; worker?: boolean };
  /** The daily accrual scheduler; on by default outside tests. */
  accrualScheduler?: boolean;
  /** The chain workers (deposit watcher, payout worker); on by default outside tests, which drive them by hand. */
  chainWorkers?: boolean;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp({
  config,
  database,
  mail,
  logger,
  accrualScheduler,
  chainWorkers,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    bodyLimit: LIMITS.bodyBytes,
    trustProxy: config.trustProxy,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(redisPlugin);
  await app.register(rateLimitPlugin);
  await app.register(swaggerPlugin);
  await app.register(databasePlugin, database ? { handle: database } : {});
  await app.register(jobsPlugin);
  await app.register(configBusPlugin);
  await app.register(auditPlugin);
  await app.register(brandsPlugin);
  await app.register(eventsPlugin);
  await app.register(chainPlugin);
  await app.register(ledgerPlugin, accrualScheduler === undefined ? {} : { scheduler: accrualScheduler });
  await app.register(pricesPlugin);
  await app.register(correctionsPlugin);
  await app.register(adminReportsPlugin);
  await app.register(withdrawalsPlugin, { worker: chainWorkers });
  await app.register(depositsPlugin, { watcher: chainWorkers });
  await app.register(mailerPlugin, mail ?? {});
  await app.register(alertsPlugin);
  await app.register(notificationsPlugin);
  await app.register(accountsPlugin);
  await app.register(authPlugin);
  await app.register(avatarsPlugin);
  await app.register(contentPlugin);
  await app.register(poolsPlugin);
  await app.register(adminOverviewPlugin);
  await app.register(daoPlugin);
  await app.register(programmePlugin);
  await app.register(adminPoolsPlugin);
  await app.register(configTransferPlugin);
  await app.register(devMailboxPlugin);
  await app.register(adminUsersPlugin);
  await app.register(adminPoolContentPlugin);
  await app.register(adminContentPlugin);

  await app.register(systemRoutes);
  await app.register(accountsRoutes);
  await app.register(walletAuthRoutes);
  await app.register(twoFactorRoutes);
  await app.register(brandRoutes);
  await app.register(chainRoutes);
  await app.register(contentRoutes);
  await app.register(avatarsRoutes);
  await app.register(poolsRoutes);
  await app.register(ledgerRoutes);
  await app.register(depositsRoutes);
  await app.register(withdrawalsRoutes);
  await app.register(daoRoutes);
  await app.register(referralsRoutes);
  await app.register(notificationsRoutes);
  await app.register(devAccrualRoutes);
  await app.register(mailboxRoutes);
  await app.register(adminUsersRoutes);
  await app.register(adminContentRoutes);
  await app.register(devOperatorsRoutes);
  await app.register(adminReportsRoutes);
  await app.register(adminOverviewRoutes);
  await app.register(auditRoutes);
  await app.register(adminCorrectionsRoutes);
  await app.register(configTransferRoutes);
  await app.register(adminPricesRoutes);
  await app.register(adminPoolsRoutes);
  await app.register(poolContentRoutes);
  await app.register(webPlugin);
  return app;
}
