/**
 * The referral programme in the console (docs/product.md §10 "Referral programme and DAO", decision 82): the
 * levels' percents and the ranks, kept as versions. A change is in force from the next day (UTC), so the accrual of a
 * day pays with the programme of that day.
 */
import * as z from 'zod/mini';
import { decimalString, endpoint, isoDate, isoDateTime, uuid } from './common.ts';
import { decimalToRay } from './fixed-point.ts';
import type { MessageKey } from './messages.ts';
import { percentValue } from './pools.ts';
import { REFERRAL_LEVELS_MAX, rankKeySchema } from './referrals.ts';
import { requiredDisplayText } from './validation.ts';

/** What the form and the API accept (docs/operations.md "Referral programme and DAO"). */
export const PROGRAMME_BOUNDS = {
  /** Each level's percent of its members' daily yield. */
  levelPercent: { max: '100', places: 6 },
  /** The levels together: a referrer never earns more than half the yield of his downline. */
  levelsSumMax: '50',
  profitShare: { max: '100', places: 6 },
  threshold: { max: '1000000000000', places: 2 },
  ranksMax: 20,
  rankNameMax: 40,
} as const;

const places = (value: string) => (value.split('.')[1] ?? '').length;

const DECIMAL = /^(0|[1-9][0-9]{0,59})(\.[0-9]{1,36})?$/;

/** A decimal string from 0 to `max` with at most `places` decimals; anything else is `key`. */
const bounded = (bounds: { max: string; places: number }, key: MessageKey) =>
  z.string({ error: key }).check(
    z.trim(),
    z.refine((v) => DECIMAL.test(v) && places(v) <= bounds.places && decimalToRay(v) <= decimalToRay(bounds.max), {
      error: key,
    }),
  );

export const programmeRankSchema = z.object({
  rank: rankKeySchema,
  nameEn: z.string(),
  nameRu: z.string(),
  /** Attracted liquidity in usd from which the rank is reached. */
  threshold: decimalString,
  levelsUnlocked: z.int().check(z.minimum(1), z.maximum(REFERRAL_LEVELS_MAX)),
  profitShare: percentValue,
});
export type ProgrammeRank = z.infer<typeof programmeRankSchema>;

const operatorRef = z.object({ id: uuid, login: z.nullable(z.string()) });

export const programmeVersionSchema = z.object({
  /** The first day (UTC) accrued with this programme. */
  effectiveFrom: isoDate,
  /** Percent of level 1, 2, … (the index + 1 is the level). */
  levels: z.array(percentValue),
  /** Lowest threshold first. */
  ranks: z.array(programmeRankSchema),
  /** Who set it; null for the programme the platform had before the console kept a history. */
  setBy: z.nullable(operatorRef),
  setAt: isoDateTime,
});
export type ProgrammeVersion = z.infer<typeof programmeVersionSchema>;

export const adminProgrammeResponse = z.object({
  /** Today (UTC): the version in force is the newest one from this day or before; a later one is scheduled. */
  today: isoDate,
  /** Newest first. */
  versions: z.array(programmeVersionSchema),
});
export type AdminProgrammeResponse = z.infer<typeof adminProgrammeResponse>;

const rankBody = z.strictObject({
  rank: z
    .string({ error: 'validation.programme.rankKey' })
    .check(z.regex(/^[a-z][a-z0-9_-]{0,31}$/, { error: 'validation.programme.rankKey' })),
  nameEn: requiredDisplayText(PROGRAMME_BOUNDS.rankNameMax),
  nameRu: requiredDisplayText(PROGRAMME_BOUNDS.rankNameMax),
  threshold: bounded(PROGRAMME_BOUNDS.threshold, 'validation.programme.thresholdRange'),
  levelsUnlocked: z
    .int({ error: 'validation.programme.levelsUnlockedRange' })
    .check(
      z.minimum(1, { error: 'validation.programme.levelsUnlockedRange' }),
      z.maximum(REFERRAL_LEVELS_MAX, { error: 'validation.programme.levelsUnlockedRange' }),
    ),
  profitShare: bounded(PROGRAMME_BOUNDS.profitShare, 'validation.programme.profitShareRange'),
});

/**
 * The whole programme, as the form sends it: 1–10 levels, their sum at most 50 %, and 1–20 ranks, the first from
 * 0 usd and each next one from a higher threshold, none unlocking more levels than there are.
 */
export const updateProgrammeBody = z
  .strictObject({
    levels: z
      .array(bounded(PROGRAMME_BOUNDS.levelPercent, 'validation.programme.levelPercentRange'), {
        error: 'validation.invalid',
      })
      .check(
        z.minLength(1, { error: 'validation.programme.levelsCount' }),
        z.maxLength(REFERRAL_LEVELS_MAX, { error: 'validation.programme.levelsCount' }),
      ),
    ranks: z
      .array(rankBody, { error: 'validation.invalid' })
      .check(
        z.minLength(1, { error: 'validation.programme.ranksCount' }),
        z.maxLength(PROGRAMME_BOUNDS.ranksMax, { error: 'validation.programme.ranksCount' }),
      ),
  })
  .check(
    z.superRefine(
      ({ levels, ranks }, ctx) => {
        const sum = levels.reduce((s, p) => s + decimalToRay(p), 0n);
        if (sum > decimalToRay(PROGRAMME_BOUNDS.levelsSumMax)) {
          ctx.addIssue({ code: 'custom', message: 'validation.programme.levelsSum', path: ['levels'] });
        }
        const seen = new Set<string>();
        ranks.forEach((r, i) => {
          if (seen.has(r.rank))
            ctx.addIssue({
              code: 'custom',
              message: 'validation.programme.rankKeyDuplicate',
              path: ['ranks', i, 'rank'],
            });
          seen.add(r.rank);
          const previous = ranks[i - 1];
          if (i === 0 && decimalToRay(r.threshold) !== 0n) {
            ctx.addIssue({
              code: 'custom',
              message: 'validation.programme.firstThreshold',
              path: ['ranks', i, 'threshold'],
            });
          }
          if (previous && decimalToRay(r.threshold) <= decimalToRay(previous.threshold)) {
            ctx.addIssue({
              code: 'custom',
              message: 'validation.programme.thresholdOrder',
              path: ['ranks', i, 'threshold'],
            });
          }
          if (r.levelsUnlocked > levels.length) {
            ctx.addIssue({
              code: 'custom',
              message: 'validation.programme.levelsUnlockedRange',
              path: ['ranks', i, 'levelsUnlocked'],
            });
          }
        });
      },
      { when: (payload) => payload.issues.length === 0 },
    ),
  );
export type UpdateProgrammeBody = z.input<typeof updateProgrammeBody>;

const admin = { tag: 'admin', auth: 'admin' } as const;

export const adminProgrammeEndpoints = {
  adminProgramme: endpoint({
    method: 'GET',
    path: '/api/v1/admin/programme',
    ...admin,
    summary: 'The referral programme: every version (levels and ranks), the one in force and a scheduled one',
    response: adminProgrammeResponse,
  }),
  updateProgramme: endpoint({
    method: 'PUT',
    path: '/api/v1/admin/programme',
    ...admin,
    fresh: true,
    summary: "Set the referral programme's levels and ranks, in force from the next day (UTC); audited",
    body: updateProgrammeBody,
    response: adminProgrammeResponse,
  }),
} as const;
