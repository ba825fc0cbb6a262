import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpTransport } from '../src/modules/mail/mailer.ts';
import { PASSWORD, post, uniqueLogin } from './helpers/accounts.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

describe(`mail over real SMTP on ${engine}`, () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let url: string;
  let t: TestApp;
  let failNext = 0;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => {
          raw += chunk;
        });
        stream.on('end', () => {
          if (failNext > 0) {
            failNext--;
            return callback(Object.assign(new Error('mailbox busy'), { responseCode: 451 }));
          }
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    url = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
    t = await createTestApp(
      { SMTP_URL: url, MAIL_FROM: 'Yield Cabinet <no-reply@yield.example>' },
      { transport: smtpTransport(url, 'Yield Cabinet <no-reply@yield.example>') },
    );
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the confirmation e-mail with text and HTML parts', async () => {
    const login = uniqueLogin('smtp');
    expect((await post(t.app, '/api/v1/register', { login, password: PASSWORD })).statusCode).toBe(201);
    await t.app.mailer.flush();
    const mail = received.find((m) => m.to.includes(login));
    expect(mail).toBeDefined();
    expect(mail!.from).toBe('no-reply@yield.example');
    expect(mail!.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail!.raw).toMatch(/Content-Type: text\/html/i);
    expect(mail!.raw).toMatch(/Subject: .*Confirm your e-mail/);
    const row = await t.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipient', '=', login)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('keeps a message the server refused and retries it later', async () => {
    const login = uniqueLogin('retry');
    failNext = 1;
    await post(t.app, '/api/v1/send-password-recovery', { login: 'nobody@example.com' });
    await post(t.app, '/api/v1/register', { login, password: PASSWORD });
    await t.app.mailer.flush();
    const row = await t.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipient', '=', login)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    expect(row.last_error).toMatch(/mailbox busy/);
    expect(received.some((m) => m.to.includes(login))).toBe(false);
    // Make it due again and deliver.
    await t.app.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: new Date(0) })
      .where('id', '=', row.id)
      .execute();
    await t.app.mailer.flush();
    expect(received.some((m) => m.to.includes(login))).toBe(true);
  });
});
