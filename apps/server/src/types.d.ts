import type { EndpointAuth } from '@yc/contract';
import type { onRequestHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Db, Engine } from './db/database.ts';
import type { SessionUser } from './modules/accounts/sessions.repository.ts';
import type { Mailer } from './modules/mail/mailer.ts';

export interface AuthContext {
  /** The account, with its second factor and when this session last entered a code (decisions 67, 68). */
  user: SessionUser;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dbEngine: Engine;
    redis: Redis | null;
    mailer: Mailer;
    authenticate(level: Exclude<EndpointAuth, 'none'>): onRequestHookHandler;
    /** After the admin guard: enrolment first, then a fresh code for `fresh` endpoints (decision 68). */
    requireSecondFactor(endpoint: { enrolment?: true; fresh?: true }): onRequestHookHandler;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}
