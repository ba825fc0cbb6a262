/** Dev mode only: the outbox as JSON and as a page, so a newcomer can read codes without SMTP. */
import { api, escapeHtml } from '@yc/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';

export default async function mailboxRoutes(app: FastifyInstance) {
  if (!app.config.devMode) return;

  const list = (to?: string) => {
    let q = app.db.selectFrom('mail_outbox').selectAll().orderBy('created_at', 'desc').limit(100);
    if (to) q = q.where('recipient', '=', to.toLowerCase());
    return q.execute();
  };

  route(app, api.devMailbox, async (req) => {
    const rows = await list(req.query.to);
    return {
      messages: rows.map((m) => ({
        id: m.id,
        to: m.recipient,
        subject: m.subject,
        text: m.text_body,
        html: m.html_body,
        status: m.status,
        createdAt: m.created_at.toISOString(),
      })),
    };
  });

  app.get('/dev/mailbox', { schema: { hide: true } }, async (_req, reply) => {
    const rows = await list();
    const items = rows
      .map(
        (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p class="meta">to ${escapeHtml(m.recipient)} · ${m.created_at.toISOString()} · ${m.status}</p>
<pre>${escapeHtml(m.text_body)}</pre></article>`,
      )
      .join('\n');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><h1>Dev mailbox</h1><p>Messages the server would send. Dev mode only. Newest first.</p>
${items || '<p>No messages yet.</p>'}</body></html>`;
  });
}
