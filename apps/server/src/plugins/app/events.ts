/**
 * `app.events`: the domain events outbox's writer (decision 69), built once; `addEventConsumer` adds a reader of
 * the outbox as a background job of the one job runner (scheduled outside tests, which call `tick()` themselves).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { EventConsumer, type EventConsumerOptions } from '../../modules/events/event-consumer.ts';
import { EventOutbox } from '../../modules/events/event-outbox.ts';
import { scheduleJob } from './jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    events: EventOutbox;
  }
}

export function addEventConsumer(
  app: FastifyInstance,
  options: Pick<EventConsumerOptions, 'name' | 'types' | 'handle' | 'every'>,
  scheduled = app.config.env !== 'test',
): EventConsumer {
  const consumer = new EventConsumer({ ...options, db: app.db, engine: app.dbEngine, log: app.log });
  scheduleJob(app, consumer.job, scheduled);
  return consumer;
}

export default fp(
  async (app) => {
    app.decorate('events', new EventOutbox());
  },
  { name: 'events', dependencies: ['database', 'jobs'] },
);
