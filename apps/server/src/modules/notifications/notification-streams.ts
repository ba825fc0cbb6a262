/**
 * The live notification streams of this instance (decision 104): server-sent events, one response per browser tab.
 * A stream sends its user's notifications after its last `seq` (Last-Event-ID on connect), reading them from the
 * database whenever it is woken; so a wake-up says only "look", and a lost, doubled or stray one costs a query at
 * most. The consumer that writes a notification wakes the user's streams here after its commit and, through Redis
 * pub/sub, on every other instance; a check by `seq` (`checkJob`) wakes what a message lost to a Redis outage, or an
 * instance without Redis, missed. A comment line every HEARTBEAT_MS keeps proxies from closing a quiet stream.
 */
import { randomUUID } from 'node:crypto';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { type LocaleCode, NOTIFICATION_STREAMS_MAX } from '@yc/contract';
import type { FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../../lib/app-error.ts';
import { type JobLog, PeriodicJob } from '../../lib/periodic-job.ts';
import { toNotification } from './notification-view.ts';
import type { NotificationRow, NotificationsRepository } from './notifications.repository.ts';

/** The Redis channel every instance listens on; a message is `<sending instance> <user id>`. */
export const NOTIFICATIONS_CHANNEL = 'yc:notifications';
export const HEARTBEAT_MS = 25_000;
/** How often the check looks for notifications no wake-up announced: often without Redis, rarely with it. */
export const STREAMS_CHECK_MS = 2_000;
export const STREAMS_CHECK_WITH_REDIS_MS = 15_000;
/** Rows per read while a stream catches up. */
const BATCH = 100;

interface Stream {
  userId: string;
  locale: LocaleCode;
  res: ServerResponse;
  /** The seq of the last notification sent. */
  last: string;
  reading: Promise<void> | null;
  /** Woken while reading: read again once done. */
  again: boolean;
  closed: boolean;
}

export interface StreamsLog extends JobLog {
  warn(o: object, m: string): void;
}

export interface NotificationStreamsDeps {
  repo: Pick<NotificationsRepository, 'after' | 'latest' | 'lastSeq' | 'usersAfter'>;
  redis: Redis | null;
  log: StreamsLog;
}

export class NotificationStreams {
  readonly #byUser = new Map<string, Set<Stream>>();
  /** Tells this instance's own messages from the others'. */
  readonly #instance = randomUUID();
  #subscriber: Redis | null = null;
  #heartbeat: NodeJS.Timeout | null = null;
  /** The highest seq the check has looked at. */
  #checked = '0';

  constructor(private readonly deps: NotificationStreamsDeps) {}

  async start(): Promise<void> {
    this.#checked = await this.deps.repo.lastSeq();
    this.#heartbeat = setInterval(() => this.#beat(), HEARTBEAT_MS);
    this.#heartbeat.unref();
    const { redis, log } = this.deps;
    if (!redis) return;
    const subscriber = redis.duplicate();
    subscriber.on('error', (err) => log.warn({ err }, 'notifications subscriber error'));
    subscriber.on('message', (_channel: string, message: string) => {
      const [from, userId] = message.split(' ');
      if (from !== this.#instance && userId) this.#wake(userId);
    });
    await subscriber.connect();
    await subscriber.subscribe(NOTIFICATIONS_CHANNEL);
    this.#subscriber = subscriber;
  }

  /** Ends every stream (its client reconnects, to another instance if need be), so the server can close. */
  async stop(): Promise<void> {
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    for (const stream of this.#all()) this.#end(stream);
    const subscriber = this.#subscriber;
    this.#subscriber = null;
    await subscriber?.quit().catch(() => subscriber.disconnect());
  }

  /** How many streams the user has open on this instance. */
  count(userId: string): number {
    return this.#byUser.get(userId)?.size ?? 0;
  }

  /**
   * Answers the request with the user's stream, from after `after` (a seq; null: from the newest now, read before
   * the answer starts, so whatever comes once the client has it is sent). Beyond NOTIFICATION_STREAMS_MAX streams it
   * throws a 429 instead.
   */
  async open(reply: FastifyReply, userId: string, locale: LocaleCode, after: string | null): Promise<void> {
    const last = after ?? (await this.deps.repo.latest(userId));
    // From here to the stream's registration nothing waits, so two requests cannot both take the last place.
    if (this.count(userId) >= NOTIFICATION_STREAMS_MAX) {
      throw new AppError(429, 'notifications.tooManyStreams', { max: NOTIFICATION_STREAMS_MAX });
    }
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      // nginx and its kind would hold the events back in their buffers.
      'x-accel-buffering': 'no',
      // The connection ends with the stream, so a closing server does not wait for it to go idle.
      connection: 'close',
    });
    res.flushHeaders();
    const stream: Stream = { userId, locale, res, last, reading: null, again: false, closed: false };
    const streams = this.#byUser.get(userId) ?? new Set();
    streams.add(stream);
    this.#byUser.set(userId, streams);
    res.on('close', () => this.#remove(stream));
    void this.#read(stream);
  }

  /** After the commit of a notification for `userId`: its streams here read it, and those of the other instances. */
  announce(userId: string): void {
    this.#wake(userId);
    this.deps.redis?.publish(NOTIFICATIONS_CHANNEL, `${this.#instance} ${userId}`).catch((err) => {
      // The other instances' check finds it instead.
      this.deps.log.warn({ err }, 'notification not published');
    });
  }

  /** Wakes the streams of each user with a notification above the last seq looked at. */
  async check(): Promise<void> {
    const { users, last } = await this.deps.repo.usersAfter(this.#checked);
    this.#checked = last;
    for (const userId of users) this.#wake(userId);
  }

  checkJob(): PeriodicJob<void> {
    return new PeriodicJob({
      name: 'notification-streams',
      run: () => this.check(),
      every: this.deps.redis ? STREAMS_CHECK_WITH_REDIS_MS : STREAMS_CHECK_MS,
      log: this.deps.log,
    });
  }

  #all(): Stream[] {
    return [...this.#byUser.values()].flatMap((streams) => [...streams]);
  }

  #wake(userId: string): void {
    for (const stream of this.#byUser.get(userId) ?? []) void this.#read(stream);
  }

  #beat(): void {
    for (const stream of this.#all()) this.#send(stream, ':\n\n');
  }

  /** Writes unless the answer has ended: a write after the end would be an error event on the response. */
  #send(stream: Stream, text: string): void {
    if (!stream.res.writableEnded) stream.res.write(text);
  }

  #end(stream: Stream): void {
    stream.closed = true;
    stream.res.end();
  }

  #remove(stream: Stream): void {
    stream.closed = true;
    const streams = this.#byUser.get(stream.userId);
    streams?.delete(stream);
    if (streams?.size === 0) this.#byUser.delete(stream.userId);
  }

  /** Sends what the stream has not sent yet; a wake-up during a read makes it read once more after. */
  #read(stream: Stream): Promise<void> {
    if (stream.reading) {
      stream.again = true;
      return stream.reading;
    }
    stream.reading = this.#catchUp(stream).finally(() => {
      stream.reading = null;
    });
    return stream.reading;
  }

  async #catchUp(stream: Stream): Promise<void> {
    const { repo, log } = this.deps;
    try {
      do {
        stream.again = false;
        let rows: NotificationRow[];
        do {
          rows = await repo.after(stream.userId, stream.last, BATCH);
          if (stream.closed) return;
          for (const row of rows) {
            const data = JSON.stringify(toNotification(row, stream.locale));
            this.#send(stream, `id: ${row.seq}\nevent: notification\ndata: ${data}\n\n`);
            stream.last = row.seq;
          }
        } while (rows.length === BATCH);
      } while (stream.again && !stream.closed);
    } catch (err) {
      // Ended, the client reconnects with Last-Event-ID and misses nothing.
      log.warn({ err, userId: stream.userId }, 'notification stream read failed; it is ended');
      this.#end(stream);
    }
  }
}
