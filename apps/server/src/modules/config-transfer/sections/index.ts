/**
 * The document's parts in the order they are compared and applied (CONFIG_SECTIONS). A new kind of configuration
 * adds its part here and to the contract's document. DAO proposals are votes, not configuration: no part.
 */
import type { ReferralProgramme } from '../../referrals/programme.ts';
import type { ConfigSectionDef } from '../section.ts';
import { brandsSection } from './brands.ts';
import { contentSection } from './content.ts';
import { poolsSection } from './pools.ts';
import { pricesSection } from './prices.ts';
import { programmeSection } from './programme.ts';

export function configSections(deps: { programme: Pick<ReferralProgramme, 'get'> }): ConfigSectionDef[] {
  return [
    poolsSection,
    pricesSection,
    programmeSection(deps.programme),
    contentSection,
    brandsSection,
  ] as ConfigSectionDef[];
}
