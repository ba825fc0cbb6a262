/** The notification centre (decision 104): the bell's list, marking read, and the live stream. */
import { api } from '@yc/contract';
import type { FastifyInstance } from 'fastify';
import { requestLocale } from '../../lib/locale.ts';
import { refuseBody, route } from '../../lib/route.ts';
import { seqOf } from './notifications.service.ts';

export default async function notificationsRoutes(app: FastifyInstance) {
  const { service, streams } = app.notifications;
  const userOf = (req: { auth: { user: { id: string } } | null }) => req.auth?.user.id as string;

  route(app, api.notifications, async (req) => service.page(userOf(req), req.query, requestLocale(req)));

  route(app, api.notificationStream, async (req, reply) => {
    const header = req.headers['last-event-id'];
    const after = typeof header === 'string' ? seqOf(header, 'Last-Event-ID') : null;
    await streams.open(reply, userOf(req), requestLocale(req), after);
    // The answer is the stream `open` writes; nothing returned after it is sent.
    return '';
  });

  route(app, api.readNotification, async (req) => service.read(userOf(req), req.params.id), { preHandler: refuseBody });

  route(app, api.readAllNotifications, async (req) => service.readAll(userOf(req)), { preHandler: refuseBody });
}
