/** Dev mode's view of the mail outbox: the last messages, as the API's JSON and as a page a newcomer can read. */
import { escapeHtml } from '@yc/contract';
import type { Db } from '../../db/database.ts';

export class DevMailbox {
  constructor(private readonly db: Db) {}

  /** The newest hundred messages, to one recipient when named. */
  list(to?: string) {
    let q = this.db.selectFrom('mail_outbox').selectAll().orderBy('created_at', 'desc').limit(100);
    if (to) q = q.where('recipient', '=', to.toLowerCase());
    return q.execute();
  }

  async messages(to?: string) {
    const rows = await this.list(to);
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
  }

  async page(): Promise<string> {
    const rows = await this.list();
    const items = rows
      .map(
        (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p class="meta">to ${escapeHtml(m.recipient)} · ${m.created_at.toISOString()} · ${m.status}</p>
<pre>${escapeHtml(m.text_body)}</pre></article>`,
      )
      .join('\n');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><h1>Dev mailbox</h1><p>Messages the server would send. Dev mode only. Newest first.</p>
${items || '<p>No messages yet.</p>'}</body></html>`;
  }
}
