import type { EndpointAuth } from '@yc/contract';
import type { onRequestHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Db, Engine } from './db/database.ts';
import type { UserRow } from './db/schema.ts';
import type { Mailer } from './modules/mail/mailer.ts';

export interface AuthContext {
  user: UserRow;
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
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}
