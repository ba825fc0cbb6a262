/**
 * Operator alerts (decision 70): the `operator-alerts` consumer of the events outbox, which mails them, and the
 * `alert-watcher` job, which turns conditions (stale prices, hot wallet shortfalls) into events once per
 * occurrence. Both run on the job runner outside tests; tests call `tick()` on `app.alerts`.
 */
import fp from 'fastify-plugin';
import { AlertWatcher } from '../../modules/alerts/alert-watcher.ts';
import { ALERT_EVENT_TYPES, OperatorAlerts } from '../../modules/alerts/operator-alerts.ts';
import type { EventConsumer } from '../../modules/events/event-consumer.ts';
import { addEventConsumer } from './events.ts';
import { scheduleJob } from './jobs.ts';

/** Between the consumer's passes: an alert reaches the mail outbox within seconds. */
const ALERTS_INTERVAL_MS = 5_000;

declare module 'fastify' {
  interface FastifyInstance {
    alerts: { consumer: EventConsumer; watcher: AlertWatcher };
  }
}

export default fp(
  async (app) => {
    const alerts = new OperatorAlerts({ config: app.config, brands: app.brands, chain: app.chain, mailer: app.mailer });
    const consumer = addEventConsumer(app, {
      name: 'operator-alerts',
      types: ALERT_EVENT_TYPES,
      handle: (tx, event) => alerts.handle(tx, event),
      every: ALERTS_INTERVAL_MS,
    });
    const watcher = new AlertWatcher({
      db: app.db,
      engine: app.dbEngine,
      config: app.config,
      chain: app.chain,
      prices: app.prices,
      events: app.events,
      log: app.log,
    });
    scheduleJob(app, watcher.job, app.config.env !== 'test');
    app.decorate('alerts', { consumer, watcher });
  },
  { name: 'alerts', dependencies: ['database', 'jobs', 'events', 'mailer', 'chain', 'ledger', 'brands'] },
);
