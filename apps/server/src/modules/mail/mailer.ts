/**
 * Transactional outbox for mail: a message is written in the same transaction as
 * the change that causes it, and a worker delivers it with retries. Delivery goes
 * over SMTP when SMTP_URL is set; otherwise to the dev outbox (stored and logged).
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db, Executor } from '../../db/database.ts';
import type { MailRow } from '../../db/schema.ts';
import { PeriodicJob } from '../../lib/periodic-job.ts';
import type { MailContent } from './templates.ts';

const BATCH = 20;
const MAX_ATTEMPTS = 8;
/** A claimed message is retried after this lease if its worker died mid-delivery. */
const LEASE_SECONDS = 120;
const POLL_MS = 5000;

export interface MailTransport {
  send(message: MailRow): Promise<void>;
  close?(): void;
}

export function smtpTransport(url: string, from: string): MailTransport {
  const transporter: Transporter = nodemailer.createTransport(url);
  return {
    async send(m) {
      await transporter.sendMail({ from, to: m.recipient, subject: m.subject, text: m.text_body, html: m.html_body });
    },
    close: () => transporter.close(),
  };
}

export function devTransport(log: FastifyBaseLogger): MailTransport {
  return {
    async send(m) {
      log.info({ to: m.recipient, subject: m.subject, text: m.text_body }, 'dev mailbox: message stored');
    },
  };
}

export class Mailer {
  /** Delivers in passes: scheduled by the mailer plugin unless tests turn the worker off. */
  readonly job: PeriodicJob<void>;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
  ) {
    this.job = new PeriodicJob({
      name: 'mail-outbox',
      run: () => this.#drain(),
      every: POLL_MS,
      log,
    });
  }

  async enqueue(to: string, content: MailContent, tx: Executor): Promise<void> {
    await tx
      .insertInto('mail_outbox')
      .values({ recipient: to, subject: content.subject, text_body: content.text, html_body: content.html })
      .execute();
  }

  start(): void {
    this.job.start();
  }

  async stop(): Promise<void> {
    await this.job.stop();
    this.transport.close?.();
  }

  /** Delivers what is due soon, without waiting (a failure is logged by the job). */
  kick(): void {
    this.job.tick().catch(() => {});
  }

  /**
   * Delivers everything due now (tests): the job's pass that starts after this call, so it sees every message
   * queued before it.
   */
  flush(): Promise<void> {
    return this.job.tick();
  }

  async #drain(): Promise<void> {
    while ((await this.#deliverBatch()) === BATCH) {}
  }

  async #deliverBatch(): Promise<number> {
    const due = sql<Date>`now()`;
    // The database orders the claimed batch: RETURNING keeps no order, and a JS Date drops the microseconds that
    // tell apart two messages queued within one millisecond (a sign-up's code and a recovery code right after it).
    const claimed = await this.db
      .with('claimed', (db) =>
        db
          .updateTable('mail_outbox')
          .set({ attempts: sql`attempts + 1`, next_attempt_at: sql`now() + ${`${LEASE_SECONDS} seconds`}::interval` })
          .where(
            'id',
            'in',
            db
              .selectFrom('mail_outbox')
              .select('id')
              .where('status', '=', 'pending')
              .where('next_attempt_at', '<=', due)
              .orderBy('created_at')
              .limit(BATCH)
              .forUpdate()
              .skipLocked(),
          )
          .returningAll(),
      )
      .selectFrom('claimed')
      .selectAll()
      .orderBy('created_at')
      .execute();
    for (const message of claimed) {
      try {
        await this.transport.send(message);
        await this.db
          .updateTable('mail_outbox')
          .set({ status: 'sent', sent_at: sql`now()`, last_error: null })
          .where('id', '=', message.id)
          .execute();
      } catch (err) {
        const failed = message.attempts >= MAX_ATTEMPTS;
        const backoff = Math.min(3600, 2 ** message.attempts * 15);
        this.log.warn({ err, to: message.recipient, attempts: message.attempts, failed }, 'mail delivery failed');
        await this.db
          .updateTable('mail_outbox')
          .set({
            status: failed ? 'failed' : 'pending',
            last_error: String((err as Error)?.message ?? err).slice(0, 1000),
            next_attempt_at: sql`now() + ${`${backoff} seconds`}::interval`,
          })
          .where('id', '=', message.id)
          .execute();
      }
    }
    return claimed.length;
  }
}
