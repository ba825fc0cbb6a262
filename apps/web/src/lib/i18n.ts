/**
 * Lingui with one JSON catalogue per namespace and language (src/locales/<lang>/<ns>.json), compiled at build time
 * (compiled-catalogues.ts, decision 100) and loaded for the active language only, plus the API's message catalogue
 * from the contract as the `api` namespace. Placeholders are written `{name}` as in the spec. A message's id is
 * `<ns>:<key.path>`. A page loads the public pages' catalogues; the cabinet's and the console's come with their layouts
 * (decisions 77 and 88), so a public page carries neither.
 */
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { LocaleCode } from '@yc/contract/constants';
import { useMemo } from 'react';

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
type AnyNamespace = Namespace | AdminNamespace | 'api';

/** A message's values, and `ns` (the namespace of a key without one) and `defaultValue` (the text of a missing key). */
export type TOptions = Record<string, unknown> & { ns?: AnyNamespace; defaultValue?: string };
/** A message by its key in the caller's namespace (`key.path`) or in another (`ns:key.path`). */
export type TFunction = (key: string, options?: TOptions) => string;

/** The public catalogues' modules; the cabinet's and the console's are in lib/area-catalogues.ts (decision 103). */
const catalogues = import.meta.glob<Messages>('../locales/*/{common,auth,content,legal,wallet}.json', {
  query: '?lingui',
  import: 'default',
});
export type CatalogueModules = typeof catalogues;
/** The API's messages, one module per language, so a page never carries the other language's. */
const apiMessages: Record<LocaleCode, () => Promise<Messages>> = {
  en: () => import('@yc/contract/messages-en?lingui=api').then((m) => m.default),
  ru: () => import('@yc/contract/messages-ru?lingui=api').then((m) => m.default),
};

/** Each language's messages, one object shared by every instance in that language, filled as catalogues arrive. */
const messages: Record<LocaleCode, Messages> = { en: {}, ru: {} };
/** The namespaces each language has loaded. */
const loaded: Record<LocaleCode, Set<string>> = { en: new Set(), ru: new Set() };

/**
 * The browser's instance. It starts in English with nothing loaded, so its provider renders (the language's root shows
 * a loader until the catalogues arrive), and an API call made before then asks in English.
 */
export const lingui = setupI18n({ locale: 'en', messages });

/** One instance per language for the server's renderer, so pages rendering at once in two languages never mix. */
const instances = new Map<LocaleCode, I18n>();
export function i18nOf(locale: LocaleCode): I18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = setupI18n({ locale, messages: { [locale]: messages[locale] } });
    instances.set(locale, instance);
  }
  return instance;
}

/** A catalogue of a language from a set of catalogue modules (by default the public ones). */
export const catalogueOf = async (
  locale: LocaleCode,
  ns: string,
  modules: CatalogueModules = catalogues,
): Promise<readonly [string, Messages]> => {
  const read = modules[`../locales/${locale}/${ns}.json`];
  if (!read) throw new Error(`missing catalogue ${locale}/${ns}`);
  return [ns, await read()];
};

type Bundles = ReadonlyArray<Promise<readonly [string, Messages]>>;

/** Loads a set of catalogues once per language; concurrent callers share the one load and see all of it or nothing. */
export function loaderOf(bundlesOf: (locale: LocaleCode) => Bundles): (locale: LocaleCode) => Promise<void> {
  const loading = new Map<LocaleCode, Promise<void>>();
  return (locale) => {
    let load = loading.get(locale);
    if (!load) {
      load = Promise.all(bundlesOf(locale)).then((bundles) => {
        for (const [ns] of bundles) loaded[locale].add(ns);
        // Into the shared messages of the language; the change re-renders what shows it.
        lingui.load(locale, Object.assign({}, ...bundles.map(([, bundle]) => bundle)));
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

/** The public pages' catalogues of a language, without making it the page's (the server's renderer, decision 91). */
export const loadCatalogues = (locale: LocaleCode): Promise<void> => loadLanguage(locale);

/** Whether a language's public catalogues are in, so a page in it can render at once. */
export const hasCatalogues = (locale: LocaleCode): boolean => NAMESPACES.every((ns) => loaded[locale].has(ns));

/** What a caller outside React translates with: the message function and the language of an instance. */
export interface Translator {
  t: TFunction;
  readonly language: LocaleCode;
  exists: (key: string, options?: { ns?: AnyNamespace }) => boolean;
}

const idOf = (key: string, ns: string) => (key.includes(':') ? key : `${ns}:${key}`);

/**
 * The message function of an instance in a namespace. A missing key shows its default value or the key itself, and is
 * told to the instance's `missing` listeners (the web tests fail on one).
 */
function translate(instance: I18n, namespace: AnyNamespace): TFunction {
  return (key, { ns = namespace, defaultValue, ...values } = {}) => {
    const id = idOf(key, ns);
    if (id in instance.messages) return instance._(id, values);
    instance.emit('missing', { id, locale: instance.locale });
    return defaultValue ?? id.slice(id.indexOf(':') + 1);
  };
}

function translatorOf(instance: I18n): Translator {
  return {
    t: translate(instance, 'common'),
    get language() {
      return instance.locale as LocaleCode;
    },
    exists: (key, { ns = 'common' } = {}) => idOf(key, ns) in instance.messages,
  };
}

/** The browser's translator, for code outside React (notifications, form errors, the API client's language). */
export const i18n: Translator = translatorOf(lingui);

/**
 * The provider's messages in a namespace (the first of a list; others by `ns:key`). A change of language or newly
 * arrived catalogues give a new `t`, so what shows it renders again.
 */
export function useTranslation(ns: AnyNamespace | readonly AnyNamespace[] = 'common'): {
  t: TFunction;
  i18n: Translator;
} {
  const { i18n: instance } = useLingui();
  const namespace = typeof ns === 'string' ? ns : (ns[0] ?? 'common');
  return useMemo(() => ({ t: translate(instance, namespace), i18n: translatorOf(instance) }), [instance, namespace]);
}

export async function changeLanguage(locale: LocaleCode): Promise<void> {
  await loadCatalogues(locale);
  if (lingui.locale !== locale) lingui.activate(locale);
  document.documentElement.lang = locale;
}
