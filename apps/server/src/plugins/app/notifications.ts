/**
 * `app.notifications`: the investors' notification centre (decision 104). The `notifications` consumer of the events
 * outbox writes them (on the job runner outside tests; tests call `consumer.tick()`); this instance's live streams
 * hear of them at once and those of the other instances through Redis, and a check by seq on PostgreSQL wakes what
 * no message announced. The streams end before the server closes, which would otherwise wait for them.
 */
import fp from 'fastify-plugin';
import type { EventConsumer } from '../../modules/events/event-consumer.ts';
import { NOTIFIED_EVENT_TYPES, notify } from '../../modules/notifications/notification-events.ts';
import { NotificationStreams } from '../../modules/notifications/notification-streams.ts';
import { NotificationsRepository } from '../../modules/notifications/notifications.repository.ts';
import { NotificationsService } from '../../modules/notifications/notifications.service.ts';
import { addEventConsumer } from './events.ts';
import { scheduleJob } from './jobs.ts';

/** Between the consumer's passes: a notification reaches the bell within seconds. */
const NOTIFICATIONS_INTERVAL_MS = 2_000;

declare module 'fastify' {
  interface FastifyInstance {
    notifications: { service: NotificationsService; streams: NotificationStreams; consumer: EventConsumer };
  }
}

export default fp(
  async (app) => {
    const repo = new NotificationsRepository(app.db);
    const streams = new NotificationStreams({ repo, redis: app.redis, log: app.log });
    await streams.start();
    app.addHook('preClose', () => streams.stop());
    const consumer = addEventConsumer(app, {
      name: 'notifications',
      types: NOTIFIED_EVENT_TYPES,
      handle: (tx, event) => notify({ repo, streams }, tx, event),
      every: NOTIFICATIONS_INTERVAL_MS,
    });
    // PGlite's one process is the only instance: every notification is announced here.
    if (app.dbEngine === 'postgres') scheduleJob(app, streams.checkJob(), app.config.env !== 'test');
    app.decorate('notifications', { service: new NotificationsService(repo), streams, consumer });
  },
  { name: 'notifications', dependencies: ['database', 'redis', 'jobs', 'events'] },
);
