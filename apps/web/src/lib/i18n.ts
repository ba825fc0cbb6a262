/**
 * i18next with one JSON catalogue per namespace and language (src/locales/<lang>/<ns>.json),
 * loaded for the active language only, plus the API's message catalogue from the
 * contract as the `api` namespace. Placeholders are written `{name}` as in the spec.
 */
import type { LocaleCode } from '@yc/contract/constants';
import type { MessageKey } from '@yc/contract/messages-en';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

export const NAMESPACES = [
  'common',
  'auth',
  'settings',
  'content',
  'cabinet',
  'legal',
  'wallet',
  'dashboard',
  'pools',
  'referrals',
  'dao',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

const catalogues = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { import: 'default' });
/** The API's messages, one module per language, so a page never carries the other language's. */
const apiMessages: Record<LocaleCode, () => Promise<Record<MessageKey, string>>> = {
  en: () => import('@yc/contract/messages-en').then((m) => m.en),
  ru: () => import('@yc/contract/messages-ru').then((m) => m.ru),
};

const loading = new Map<LocaleCode, Promise<void>>();

/** Loads a language's catalogues once; concurrent callers share the one load and see all of it or nothing. */
function loadLanguage(locale: LocaleCode): Promise<void> {
  let load = loading.get(locale);
  if (!load) {
    load = Promise.all([
      ...NAMESPACES.map(async (ns) => {
        const read = catalogues[`../locales/${locale}/${ns}.json`];
        if (!read) throw new Error(`missing catalogue ${locale}/${ns}`);
        return [ns, await read()] as const;
      }),
      apiMessages[locale]().then((bundle) => ['api', bundle] as const),
    ]).then((bundles) => {
      for (const [ns, bundle] of bundles) i18n.addResourceBundle(locale, ns, bundle, true, true);
    });
    // A failed load (a chunk that did not arrive) may be tried again.
    load.catch(() => loading.delete(locale));
    loading.set(locale, load);
  }
  return load;
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

export async function setupI18n(locale: LocaleCode): Promise<typeof i18n> {
  await changeLanguage(locale);
  return i18n;
}

export async function changeLanguage(locale: LocaleCode): Promise<void> {
  await init(locale);
  await loadLanguage(locale);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
}

export { i18n };
