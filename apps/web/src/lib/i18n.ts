/**
 * i18next with one JSON catalogue per namespace and language (src/locales/<lang>/<ns>.json),
 * loaded for the active language only, plus the API's message catalogue from the
 * contract as the `api` namespace. Placeholders are written `{name}` as in the spec.
 * A page loads the public pages' catalogues; the cabinet's and the console's come with their layouts
 * (decisions 77 and 88), so a public page carries neither.
 */
import type { LocaleCode } from '@yc/contract/constants';
import type { MessageKey } from '@yc/contract/messages-en';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The catalogues every page may need: the public pages', the header's and the wallet sign-in's. */
export const NAMESPACES = ['common', 'auth', 'content', 'legal', 'wallet'] as const;

/** The cabinet's catalogues: loaded with the cabinet's layout, never on a public page (decision 88). */
export const CABINET_NAMESPACES = ['cabinet', 'settings', 'dashboard', 'pools', 'referrals', 'dao'] as const;
export type Namespace = (typeof NAMESPACES)[number] | (typeof CABINET_NAMESPACES)[number];

/** The operator console's catalogues: loaded only when the console opens, never on an investor's page (decision 77). */
export const ADMIN_NAMESPACES = [
  'admin',
  'admin-audit',
  'admin-security',
  'admin-overview',
  'admin-pool-content',
  'admin-reports',
  'admin-withdrawals',
  'admin-deposits',
  'admin-users',
  'admin-content',
  'admin-corrections',
  'admin-brands',
  'admin-programme',
  'admin-dao',
  'admin-config',
  'admin-pools',
  'admin-prices',
] as const;
export type AdminNamespace = (typeof ADMIN_NAMESPACES)[number];

const catalogues = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { import: 'default' });
/** The API's messages, one module per language, so a page never carries the other language's. */
const apiMessages: Record<LocaleCode, () => Promise<Record<MessageKey, string>>> = {
  en: () => import('@yc/contract/messages-en').then((m) => m.en),
  ru: () => import('@yc/contract/messages-ru').then((m) => m.ru),
};

type Bundles = ReadonlyArray<Promise<readonly [string, Record<string, unknown>]>>;

const catalogueOf = async (locale: LocaleCode, ns: string) => {
  const read = catalogues[`../locales/${locale}/${ns}.json`];
  if (!read) throw new Error(`missing catalogue ${locale}/${ns}`);
  return [ns, await read()] as const;
};

/** Loads a set of catalogues once per language; concurrent callers share the one load and see all of it or nothing. */
function loaderOf(bundlesOf: (locale: LocaleCode) => Bundles): (locale: LocaleCode) => Promise<void> {
  const loading = new Map<LocaleCode, Promise<void>>();
  return (locale) => {
    let load = loading.get(locale);
    if (!load) {
      load = Promise.all(bundlesOf(locale)).then((bundles) => {
        for (const [ns, bundle] of bundles) i18n.addResourceBundle(locale, ns, bundle, true, true);
      });
      // A failed load (a chunk that did not arrive) may be tried again.
      load.catch(() => loading.delete(locale));
      loading.set(locale, load);
    }
    return load;
  };
}

const loadLanguage = loaderOf((locale) => [
  ...NAMESPACES.map((ns) => catalogueOf(locale, ns)),
  apiMessages[locale]().then((bundle) => ['api', bundle] as const),
]);

const loadCabinetLanguage = loaderOf((locale) => CABINET_NAMESPACES.map((ns) => catalogueOf(locale, ns)));

const loadAdminLanguage = loaderOf((locale) => ADMIN_NAMESPACES.map((ns) => catalogueOf(locale, ns)));

/**
 * The console's catalogues in a language, loaded by the console's layout (on opening and on a language change), with
 * the cabinet's: the console shows pool texts and amounts in the cabinet's words.
 */
export const loadAdminCatalogues = (locale: LocaleCode): Promise<void> =>
  Promise.all([loadAdminLanguage(locale), loadCabinetLanguage(locale)]).then(() => undefined);

/**
 * The cabinet's catalogues in a language, loaded by the route of the cabinet's layout in that language, beside the
 * layout's chunk (the router has one route tree per language). i18next keeps bundles in the store it makes on init.
 */
export async function loadCabinetCatalogues(locale: LocaleCode): Promise<void> {
  await init(locale);
  await loadCabinetLanguage(locale);
}

let ready: Promise<unknown> | undefined;

const init = (locale: LocaleCode) =>
  (ready ??= i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    ns: [...NAMESPACES, 'api'],
    defaultNS: 'common',
    resources: {},
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    // Re-render when catalogues arrive, should a component ever render before its language has loaded.
    react: { useSuspense: false, bindI18nStore: 'added' },
    returnNull: false,
  }));

/** The public pages' catalogues of a language, without making it the page's (the server's renderer, decision 91). */
export async function loadCatalogues(locale: LocaleCode): Promise<void> {
  await init(locale);
  await loadLanguage(locale);
}

/** Whether a language's public catalogues are in, so a page in it can render at once. */
export const hasCatalogues = (locale: LocaleCode): boolean =>
  NAMESPACES.every((ns) => i18n.hasResourceBundle(locale, ns));

export async function setupI18n(locale: LocaleCode): Promise<typeof i18n> {
  await changeLanguage(locale);
  return i18n;
}

export async function changeLanguage(locale: LocaleCode): Promise<void> {
  await loadCatalogues(locale);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
}

export { i18n };
