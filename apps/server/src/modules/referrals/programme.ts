/**
 * The referral programme as the console edits it (docs/product.md §10 "Referral programme and DAO", decision 82):
 * versions of the levels' percents and the ranks, each in force from its day (UTC) until the next one's. A change
 * is in force from tomorrow: the day's accrual, the caught-up and re-run ones included, pays with the programme of
 * its own day (referral-bonuses.ts), and a second change on one day replaces tomorrow's version.
 */
import type { AdminProgrammeResponse, ProgrammeVersion, UpdateProgrammeBody } from '@yc/contract';
import { addDays, utcDay } from '@yc/contract';
import { sql } from 'kysely';
import { type Db, type Executor, withTransaction } from '../../db/database.ts';
import type { Actor, AuditLog } from '../audit/audit-log.ts';
import type { ConfigBus } from '../config/config-bus.ts';
import { trimDecimal } from '../pools/price-source.ts';

/** The first day of the version in force on `day` ('YYYY-MM-DD'): the newest from that day or before. */
export const programmeOn = (day: string) =>
  sql<string>`(select max(effective_from) from referral_programme_versions where effective_from <= ${day}::date)`;

/** Writes `body` as the version in force from `from`, replacing one from that day (its rows go with it). */
export async function writeProgrammeVersion(
  tx: Executor,
  from: string,
  body: UpdateProgrammeBody,
  setBy: string | null,
  setAt: Date = new Date(),
): Promise<void> {
  await tx.deleteFrom('referral_programme_versions').where('effective_from', '=', from).execute();
  await tx
    .insertInto('referral_programme_versions')
    .values({ effective_from: from, set_by: setBy, set_at: setAt })
    .execute();
  await tx
    .insertInto('referral_levels')
    .values(body.levels.map((percent, i) => ({ effective_from: from, level: i + 1, percent })))
    .execute();
  await tx
    .insertInto('referral_ranks')
    .values(
      body.ranks.map((r) => ({
        effective_from: from,
        rank: r.rank,
        name_en: r.nameEn,
        name_ru: r.nameRu,
        threshold_usd: r.threshold,
        levels_unlocked: r.levelsUnlocked,
        profit_share: r.profitShare,
      })),
    )
    .execute();
}

export class ReferralProgramme {
  constructor(
    private readonly deps: { db: Db; audit: AuditLog; configBus: ConfigBus },
    private readonly now: () => Date = () => new Date(),
  ) {}

  async get(tx: Executor = this.deps.db): Promise<AdminProgrammeResponse> {
    return { today: utcDay(this.now()), versions: await this.#versions(tx) };
  }

  /** Sets the programme from tomorrow (UTC); audited with the programme tomorrow would have had before. */
  async update(actor: Actor, body: UpdateProgrammeBody): Promise<AdminProgrammeResponse> {
    const from = addDays(utcDay(this.now()), 1);
    return withTransaction(this.deps.db, async (tx) => {
      // One change at a time: the versions' rows are rewritten under this lock.
      await sql`lock table referral_programme_versions in share row exclusive mode`.execute(tx);
      const before = (await this.#versions(tx, from))[0] ?? null;
      await writeProgrammeVersion(tx, from, body, actor.id, this.now());
      const after = (await this.#versions(tx, from))[0];
      await this.deps.audit.record(tx, actor, {
        action: 'programme.update',
        objectType: 'referral_programme',
        objectId: from,
        before: before && { effectiveFrom: before.effectiveFrom, levels: before.levels, ranks: before.ranks },
        after: after && { effectiveFrom: after.effectiveFrom, levels: after.levels, ranks: after.ranks },
      });
      await this.deps.configBus.changed(tx, 'programme');
      return this.get(tx);
    });
  }

  /** Every version newest first; with `on`, only the one in force on that day. */
  async #versions(tx: Executor, on?: string): Promise<ProgrammeVersion[]> {
    const versions = await tx
      .selectFrom('referral_programme_versions as v')
      .leftJoin('users as u', 'u.id', 'v.set_by')
      .select([sql<string>`to_char(v.effective_from, 'YYYY-MM-DD')`.as('from'), 'v.set_by', 'u.login', 'v.set_at'])
      .$if(on !== undefined, (q) => q.where('v.effective_from', '=', programmeOn(on as string)))
      .orderBy('v.effective_from', 'desc')
      .execute();
    if (!versions.length) return [];
    const days = versions.map((v) => v.from);
    const [levels, ranks] = await Promise.all([
      tx
        .selectFrom('referral_levels')
        .select([
          sql<string>`to_char(effective_from, 'YYYY-MM-DD')`.as('from'),
          sql<string>`percent::text`.as('percent'),
        ])
        .where('effective_from', 'in', days)
        .orderBy('level')
        .execute(),
      tx
        .selectFrom('referral_ranks')
        .select([
          sql<string>`to_char(effective_from, 'YYYY-MM-DD')`.as('from'),
          'rank',
          'name_en',
          'name_ru',
          sql<string>`threshold_usd::text`.as('threshold'),
          'levels_unlocked',
          sql<string>`profit_share::text`.as('profit_share'),
        ])
        .where('effective_from', 'in', days)
        .orderBy('threshold_usd')
        .execute(),
    ]);
    return versions.map((v) => ({
      effectiveFrom: v.from,
      levels: levels.filter((l) => l.from === v.from).map((l) => trimDecimal(l.percent)),
      ranks: ranks
        .filter((r) => r.from === v.from)
        .map((r) => ({
          rank: r.rank,
          nameEn: r.name_en,
          nameRu: r.name_ru,
          threshold: trimDecimal(r.threshold),
          levelsUnlocked: r.levels_unlocked,
          profitShare: trimDecimal(r.profit_share),
        })),
      setBy: v.set_by ? { id: v.set_by, login: v.login } : null,
      setAt: new Date(v.set_at).toISOString(),
    }));
  }
}
