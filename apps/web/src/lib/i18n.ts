/**
 * i18next with one JSON catalogue per namespace and language (src/locales/<lang>/<ns>.json),
 * loaded for the active language only, plus the API's message catalogue from the
 * contract as the `api` namespace. Placeholders are written `{name}` as in the spec.
 */
import type { LocaleCode } from '@yc/contract/constants';
import { messages } from '@yc/contract/messages';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

export const NAMESPACES = ['common', 'auth', 'settings', 'content', 'cabinet', 'legal'] as const;
export type Namespace = (typeof NAMESPACES)[number];

const catalogues = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { import: 'default' });

async function loadLanguage(locale: LocaleCode): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'common')) return;
  await Promise.all(
    NAMESPACES.map(async (ns) => {
      const load = catalogues[`../locales/${locale}/${ns}.json`];
      if (!load) throw new Error(`missing catalogue ${locale}/${ns}`);
      i18n.addResourceBundle(locale, ns, await load(), true, true);
    }),
  );
  i18n.addResourceBundle(locale, 'api', messages[locale], true, true);
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
    react: { useSuspense: false },
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
