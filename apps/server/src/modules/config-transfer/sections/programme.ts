/**
 * The referral programme's part: every version of its levels and ranks with the day it is in force from (decision
 * 82). The document's history replaces this installation's: a day already paid keeps what it was paid, and a day
 * not yet accrued pays with the version the document puts in force on it.
 */
import type { ProgrammeVersionConfig } from '@yc/contract';
import { trimDecimal } from '../../pools/price-source.ts';
import { type ReferralProgramme, writeProgrammeVersion } from '../../referrals/programme.ts';
import { type ConfigSectionDef, diffItems } from '../section.ts';

type Programme = ProgrammeVersionConfig['programme'];

const canonical = ({ levels, ranks }: Programme): Programme => ({
  levels: levels.map(trimDecimal),
  ranks: ranks.map((r) => ({
    rank: r.rank,
    nameEn: r.nameEn,
    nameRu: r.nameRu,
    threshold: trimDecimal(r.threshold),
    levelsUnlocked: r.levelsUnlocked,
    profitShare: trimDecimal(r.profitShare),
  })),
});

const items = (versions: ProgrammeVersionConfig[]) =>
  new Map(versions.map((v) => [v.effectiveFrom, canonical(v.programme)]));

/** Built over the programme's own reader, so the part reads versions exactly as the programme console shows them. */
export function programmeSection(programme: Pick<ReferralProgramme, 'get'>): ConfigSectionDef<'programme'> {
  return {
    name: 'programme',
    scope: 'programme',

    async read(ex) {
      const { versions } = await programme.get(ex);
      return versions
        .map((v) => ({ effectiveFrom: v.effectiveFrom, programme: canonical({ levels: v.levels, ranks: v.ranks }) }))
        .reverse();
    },

    diff(current, incoming) {
      return diffItems('programme', items(current), items(incoming));
    },

    async apply(tx, changes, { actor }) {
      for (const change of changes) {
        const p = change.after as Programme | null;
        if (p) await writeProgrammeVersion(tx, change.item, p, actor.id);
        // Its levels and ranks go with it (on delete cascade).
        else await tx.deleteFrom('referral_programme_versions').where('effective_from', '=', change.item).execute();
      }
    },
  };
}
