/**
 * The cabinet's and the console's catalogues. Their modules' list is in this module, not in lib/i18n.ts, so a public
 * page, which loads neither, does not carry it either (decision 103).
 */
import type { Messages } from '@lingui/core';
import type { LocaleCode } from '@yc/contract/constants';
import { ADMIN_NAMESPACES, CABINET_NAMESPACES, type CatalogueModules, catalogueOf, loaderOf } from './i18n.ts';

const modules: CatalogueModules = import.meta.glob<Messages>(
  ['../locales/*/*.json', '!../locales/*/{common,auth,content,legal,wallet}.json'],
  { query: '?lingui', import: 'default' },
);

const loadCabinetLanguage = loaderOf((locale) => CABINET_NAMESPACES.map((ns) => catalogueOf(locale, ns, modules)));

const loadAdminLanguage = loaderOf((locale) => ADMIN_NAMESPACES.map((ns) => catalogueOf(locale, ns, modules)));

/**
 * The console's catalogues in a language, loaded by the console's layout (on opening and on a language change), with
 * the cabinet's: the console shows pool texts and amounts in the cabinet's words.
 */
export const loadAdminCatalogues = (locale: LocaleCode): Promise<void> =>
  Promise.all([loadAdminLanguage(locale), loadCabinetLanguage(locale)]).then(() => undefined);

/**
 * The cabinet's catalogues in a language, loaded beside the cabinet layout's chunk by its route in that language
 * (app/router.tsx).
 */
export const loadCabinetCatalogues = (locale: LocaleCode): Promise<void> => loadCabinetLanguage(locale);
