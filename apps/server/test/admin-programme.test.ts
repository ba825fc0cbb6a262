/**
 * The referral programme and the DAO proposals in the console (decision 82): the programme's validation, a change in
 * force from tomorrow with its history (a past or re-run day's bonuses use that day's programme, tomorrow's the new
 * one), audited with a config version; proposals in English and Russian, edited until voting opens, cancelled.
 */
import {
  type AdminProgrammeResponse,
  type AdminProposal,
  addDays,
  type ProposalsResponse,
  type UpdateProgrammeBody,
  utcDay,
} from '@yc/contract';
import { RAY } from '@yc/contract/fixed-point';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../src/db/database.ts';
import { ReferralBonuses } from '../src/modules/referrals/referral-bonuses.ts';
import { bearer, investor } from './helpers/accounts.ts';
import { expectLedgerSound, setPrice, transfer } from './helpers/ledger.ts';
import { type OperatorSession, operatorSession } from './helpers/operators.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

const RANKS: UpdateProgrammeBody['ranks'] = [
  { rank: 'starter', nameEn: 'Starter', nameRu: 'Новичок', threshold: '0', levelsUnlocked: 1, profitShare: '0' },
  { rank: 'bronze', nameEn: 'Bronze', nameRu: 'Бронза', threshold: '1000', levelsUnlocked: 2, profitShare: '0.5' },
];
const PROGRAMME: UpdateProgrammeBody = { levels: ['10', '3'], ranks: RANKS };

describe(`programme and DAO console on ${engine}`, () => {
  let t: TestApp;
  let op: OperatorSession;
  let user: Awaited<ReturnType<typeof investor>>;
  const today = utcDay(new Date());

  beforeAll(async () => {
    t = await createTestApp();
    op = await operatorSession(t);
    user = await investor(t);
  });
  afterAll(() => t?.close());

  const call = (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = op.headers,
  ) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const setProgramme = (body: unknown, headers: Record<string, string> = op.headers) =>
    call('PUT', '/api/v1/admin/programme', body, headers);
  const fieldErrors = (res: { json(): unknown }) =>
    (res.json() as { details: Array<{ field: string; code: string }> }).details.map((d) => `${d.field} ${d.code}`);

  describe('the referral programme', () => {
    it('is refused to an investor and without a token', async () => {
      expect((await call('GET', '/api/v1/admin/programme', undefined, {})).statusCode).toBe(401);
      expect((await setProgramme(PROGRAMME, bearer(user.token))).statusCode).toBe(403);
    });

    it('refuses a programme out of bounds, naming each field', async () => {
      const cases: Array<[unknown, string[]]> = [
        [{ ...PROGRAMME, levels: ['100.5'] }, ['body.levels.0 validation.programme.levelPercentRange']],
        [{ ...PROGRAMME, levels: ['1.1234567'] }, ['body.levels.0 validation.programme.levelPercentRange']],
        [{ ...PROGRAMME, levels: ['30', '25'] }, ['body.levels validation.programme.levelsSum']],
        [{ ...PROGRAMME, levels: [] }, ['body.levels validation.programme.levelsCount']],
        [{ ...PROGRAMME, levels: Array(11).fill('1') }, ['body.levels validation.maxLength']],
        [
          { ...PROGRAMME, ranks: [RANKS[0], { ...RANKS[1], threshold: '0' }] },
          ['body.ranks.1.threshold validation.programme.thresholdOrder'],
        ],
        [
          { ...PROGRAMME, ranks: [{ ...RANKS[0], threshold: '5' }, RANKS[1]] },
          ['body.ranks.0.threshold validation.programme.firstThreshold'],
        ],
        [
          { ...PROGRAMME, ranks: [RANKS[0], { ...RANKS[1], levelsUnlocked: 3 }] },
          ['body.ranks.1.levelsUnlocked validation.programme.levelsUnlockedRange'],
        ],
        [
          { ...PROGRAMME, ranks: [RANKS[0], { ...RANKS[1], profitShare: '101' }] },
          ['body.ranks.1.profitShare validation.programme.profitShareRange'],
        ],
        [
          { ...PROGRAMME, ranks: [RANKS[0], { ...RANKS[1], rank: 'starter' }] },
          ['body.ranks.1.rank validation.programme.rankKeyDuplicate'],
        ],
        [
          { ...PROGRAMME, ranks: [RANKS[0], { ...RANKS[1], rank: 'Gold!' }] },
          ['body.ranks.1.rank validation.programme.rankKey'],
        ],
        [{ ...PROGRAMME, ranks: [{ ...RANKS[0], nameRu: '' }] }, ['body.ranks.0.nameRu validation.required']],
        [
          { ...PROGRAMME, ranks: [RANKS[0], { ...RANKS[1], threshold: '-1' }] },
          ['body.ranks.1.threshold validation.programme.thresholdRange'],
        ],
      ];
      for (const [body, expected] of cases) {
        const res = await setProgramme(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(fieldErrors(res), JSON.stringify(body)).toEqual(expected);
      }
      const ru = await call(
        'PUT',
        '/api/v1/admin/programme',
        { ...PROGRAMME, levels: ['30', '25'] },
        {
          ...op.headers,
          'x-locale': 'ru',
        },
      );
      expect(ru.json().message).toBe('Все уровни вместе — не более 50 %');
      const { versions } = (await call('GET', '/api/v1/admin/programme')).json() as AdminProgrammeResponse;
      expect(versions).toHaveLength(1);
    });

    it('sets the programme from tomorrow, keeps the history, audits it and bumps the config version', async () => {
      const version = async () =>
        (
          await t.app.db
            .selectFrom('config_versions')
            .select(sql<string>`version::text`.as('v'))
            .where('scope', '=', 'programme')
            .executeTakeFirst()
        )?.v ?? '0';
      const versionBefore = await version();
      const res = await setProgramme({ ...PROGRAMME, levels: ['7', '3'] });
      expect(res.statusCode, res.body).toBe(200);
      // A second change the same day replaces tomorrow's version.
      const body = (await setProgramme(PROGRAMME)).json() as AdminProgrammeResponse;
      expect(body.today).toBe(today);
      expect(body.versions.map((v) => v.effectiveFrom)).toEqual([addDays(today, 1), '1970-01-01']);
      expect(body.versions[0]).toMatchObject({ levels: ['10', '3'], ranks: RANKS, setBy: { id: op.id } });
      expect(body.versions[1]).toMatchObject({ levels: ['5', '3', '2', '1', '0.5'], setBy: null });
      expect(BigInt(await version())).toBe(BigInt(versionBefore) + 2n);
      const audit = await t.app.db
        .selectFrom('audit_log')
        .select(['action', 'object_id', 'actor_id', 'before', 'after'])
        .where('action', '=', 'programme.update')
        .orderBy('id')
        .execute();
      expect(audit).toHaveLength(2);
      const [first, second] = audit.map((a) => ({
        ...a,
        before: typeof a.before === 'string' ? JSON.parse(a.before) : a.before,
        after: typeof a.after === 'string' ? JSON.parse(a.after) : a.after,
      }));
      expect(first).toMatchObject({ object_id: addDays(today, 1), actor_id: op.id });
      expect(first?.before).toMatchObject({ effectiveFrom: '1970-01-01', levels: ['5', '3', '2', '1', '0.5'] });
      expect(first?.after).toMatchObject({ effectiveFrom: addDays(today, 1), levels: ['7', '3'] });
      expect(second?.before).toMatchObject({ levels: ['7', '3'] });
      expect(second?.after).toMatchObject({ levels: ['10', '3'] });

      // The investor reads today's programme, and tomorrow's levels as scheduled.
      const rules = (await call('GET', '/api/v1/referrals/rules', undefined, bearer(user.token))).json();
      expect(rules.levels.map((l: { percent: string }) => l.percent)).toEqual(['5', '3', '2', '1', '0.5']);
      expect(rules.next).toEqual({
        effectiveFrom: addDays(today, 1),
        levels: [
          { level: 1, percent: '10' },
          { level: 2, percent: '3' },
        ],
      });
    });

    it("pays a day's bonuses with that day's programme: yesterday and today the old one, tomorrow the new", async () => {
      await setPrice(t.app.db, 'USDT', '1');
      const { referralId } = (await call('GET', '/api/v1/referrals', undefined, bearer(user.token))).json();
      const member = await t.app.db
        .insertInto('users')
        .values({ login: `member.${process.pid}@example.com`, role: 'investor', invite: referralId })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.app.ledger.creditDeposit({
        userId: member.id,
        pool: 'stable',
        token: 'USDT',
        amount: 1000n * 10n ** 6n,
        ...transfer(),
      });
      const { shares } = await t.app.db
        .selectFrom('referral_level_shares')
        .select(sql<string>`shares::text`.as('shares'))
        .where('ancestor', '=', user.user.id)
        .where('depth', '=', 1)
        .executeTakeFirstOrThrow();
      const bonuses = new ReferralBonuses(t.app.ledger);
      const growth = RAY / 100n;
      const paid = async (day: string) => {
        await withTransaction(t.app.db, (tx) =>
          bonuses.pay(tx, { pool: 'stable', token: 'USDT', day, before: RAY, after: RAY + growth }),
        );
        const entry = await t.app.db
          .selectFrom('journal_entries')
          .select(sql<string>`amount::text`.as('amount'))
          .where('idempotency_key', '=', `referral:stable:USDT:${day}`)
          .executeTakeFirstOrThrow();
        return BigInt(entry.amount);
      };
      // percent × 10⁶ × shares × growth / 10³⁵, rounded down (referral-bonuses.ts).
      const expected = (percent: bigint) => (BigInt(shares) * percent * 10n ** 6n * growth) / 10n ** 35n;
      expect(await paid(addDays(today, -1))).toBe(expected(5n));
      expect(await paid(today)).toBe(expected(5n));
      expect(await paid(addDays(today, 1))).toBe(expected(10n));
      await expectLedgerSound(t.app.db);
    });
  });

  describe('DAO proposals', () => {
    const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();
    const HOUR = 3_600_000;
    const proposal = (over: Record<string, unknown> = {}) => ({
      title: 'Add a pool',
      description: 'Should the platform open a new pool?',
      titleRu: 'Добавить пул',
      descriptionRu: 'Открыть ли новый пул?',
      options: ['Yes', 'No'],
      startsAt: inMs(HOUR),
      endsAt: inMs(2 * HOUR),
      ...over,
    });
    const create = async (body: Record<string, unknown>) => {
      const res = await call('POST', '/api/v1/admin/dao/proposals', body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as AdminProposal;
    };
    const investorList = async (locale: string) =>
      (
        await call('GET', '/api/v1/dao/proposals', undefined, { ...bearer(user.token), 'x-locale': locale })
      ).json() as ProposalsResponse;

    it('creates in both languages; the investor reads his, English where Russian is empty', async () => {
      const created = await create(proposal());
      expect(created).toMatchObject({ title: 'Add a pool', titleRu: 'Добавить пул', status: 'upcoming' });
      const englishOnly = await create(proposal({ titleRu: '', descriptionRu: '', startsAt: inMs(HOUR - 1000) }));
      const ru = await investorList('ru');
      expect(ru.items.find((p) => p.id === created.id)).toMatchObject({
        title: 'Добавить пул',
        description: 'Открыть ли новый пул?',
      });
      expect(ru.items.find((p) => p.id === englishOnly.id)).toMatchObject({ title: 'Add a pool' });
      expect((await investorList('en')).items.find((p) => p.id === created.id)).toMatchObject({ title: 'Add a pool' });
      const list = (await call('GET', '/api/v1/admin/dao/proposals')).json();
      expect(list.items.map((p: AdminProposal) => p.id)).toEqual(expect.arrayContaining([created.id, englishOnly.id]));
    });

    it('edits a proposal until voting opens, audited', async () => {
      const created = await create(proposal());
      const res = await call(
        'PUT',
        `/api/v1/admin/dao/proposals/${created.id}`,
        proposal({ titleRu: 'Новый пул', options: ['Yes', 'No', 'Later'] }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        titleRu: 'Новый пул',
        options: [{ label: 'Yes' }, { label: 'No' }, { label: 'Later' }],
      });
      const audit = await t.app.db
        .selectFrom('audit_log')
        .select(['before', 'after'])
        .where('action', '=', 'dao.proposal.update')
        .where('object_id', '=', created.id)
        .executeTakeFirstOrThrow();
      expect(JSON.stringify(audit.before)).toContain('Добавить пул');
      expect(JSON.stringify(audit.after)).toContain('Новый пул');

      const open = await create(proposal({ startsAt: inMs(-1000) }));
      const refused = await call('PUT', `/api/v1/admin/dao/proposals/${open.id}`, proposal());
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().code).toBe('dao.votingOpened');
      const missing = await call('PUT', '/api/v1/admin/dao/proposals/00000000-0000-4000-8000-000000000000', proposal());
      expect(missing.statusCode).toBe(404);
    });

    it('cancels: investors see it cancelled, no vote is taken and none is counted', async () => {
      const open = await create(proposal({ startsAt: inMs(-1000), titleRu: '' }));
      const option = open.options[0]?.id as string;
      const voted = await call('POST', `/api/v1/dao/proposals/${open.id}/vote`, { option }, bearer(user.token));
      expect(voted.statusCode, voted.body).toBe(200);
      const cancelled = await call('POST', `/api/v1/admin/dao/proposals/${open.id}/cancel`);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelledBy: { id: op.id } });
      const seen = (await investorList('en')).items.find((p) => p.id === open.id);
      expect(seen?.status).toBe('cancelled');
      expect(seen?.options.map((o) => o.votes)).toEqual([0, 0]);
      const filtered = (
        await call('GET', '/api/v1/dao/proposals?status=cancelled', undefined, bearer(user.token))
      ).json() as ProposalsResponse;
      expect(filtered.items.map((p) => p.id)).toContain(open.id);
      const active = (
        await call('GET', '/api/v1/dao/proposals?status=active', undefined, bearer(user.token))
      ).json() as ProposalsResponse;
      expect(active.items.map((p) => p.id)).not.toContain(open.id);
      const again = await call('POST', `/api/v1/dao/proposals/${open.id}/vote`, { option }, bearer(user.token));
      expect(again.json().code).toBe('dao.cancelled');
      const twice = await call('POST', `/api/v1/admin/dao/proposals/${open.id}/cancel`);
      expect(twice.statusCode).toBe(409);
      const edit = await call('PUT', `/api/v1/admin/dao/proposals/${open.id}`, proposal());
      expect(edit.json().code).toBe('dao.cancelled');
      const rows = await t.app.db
        .selectFrom('audit_log')
        .select('action')
        .where('object_id', '=', open.id)
        .orderBy('id')
        .execute();
      expect(rows.map((r) => r.action)).toEqual(['dao.proposal.create', 'dao.proposal.cancel']);
      const dao = await t.app.db
        .selectFrom('config_versions')
        .select(sql<string>`version::text`.as('v'))
        .where('scope', '=', 'dao')
        .executeTakeFirstOrThrow();
      expect(BigInt(dao.v)).toBeGreaterThan(0n);
    });
  });
});
