import fp from 'fastify-plugin';
import { devTransport, Mailer, type MailTransport, smtpTransport } from '../../modules/mail/mailer.ts';
import { scheduleJob } from './jobs.ts';

export interface MailerPluginOptions {
  /** Tests pass their own transport; otherwise SMTP when configured, else the dev outbox. */
  transport?: MailTransport;
  /** Tests deliver with `app.mailer.flush()` instead of the background worker. */
  worker?: boolean;
}

export default fp<MailerPluginOptions>(
  async (app, opts) => {
    const { smtpUrl, mailFrom } = app.config;
    const transport = opts.transport ?? (smtpUrl ? smtpTransport(smtpUrl, mailFrom) : devTransport(app.log));
    const mailer = new Mailer(app.db, transport, app.log);
    app.decorate('mailer', mailer);
    scheduleJob(app, mailer.job, opts.worker !== false);
    // Stops the job (whichever hook comes first) before closing the transport a pass may be using.
    app.addHook('onClose', () => mailer.stop());
  },
  { name: 'mailer', dependencies: ['database', 'jobs'] },
);
