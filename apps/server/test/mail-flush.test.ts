import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

describe(`mail outbox order on ${engine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends a recipient its messages oldest first even when they were queued within one millisecond', async () => {
    // A sign-up's code and a recovery code asked for right after it can be queued within the same millisecond;
    // the later code must arrive last, or the person (and a test reading the last code) gets the wrong one.
    const at = (micros: number) => `2026-01-01T00:00:00.000${String(micros).padStart(3, '0')}Z`;
    for (const [subject, micros] of [
      ['third', 900],
      ['second', 500],
      ['first', 100],
    ] as const) {
      await t.app.db
        .insertInto('mail_outbox')
        .values({ recipient: 'order@example.com', subject, text_body: subject, html_body: subject })
        .execute();
      await sql`update mail_outbox set created_at = ${at(micros)}::timestamptz where subject = ${subject}`.execute(
        t.app.db,
      );
    }
    await t.app.mailer.flush();
    expect(t.sent.map((m) => m.subject)).toEqual(['first', 'second', 'third']);
  });
});
