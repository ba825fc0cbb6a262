/**
 * Locale in the URL (docs/product.md §9: prefix except default): English has no prefix,
 * Russian lives under /ru. A first visit without the i18n_redirected cookie follows
 * the browser language (docs/product.md §4); switching keeps the page and sets the cookie.
 */
import { COOKIES, DEFAULT_LOCALE, LOCALES, type LocaleCode, localizePath } from '@yc/contract/constants';
import { readCookie, writeCookie } from './cookies.ts';

export const isLocale = (v: unknown): v is LocaleCode =>
  typeof v === 'string' && (LOCALES as readonly string[]).includes(v);

/** The locale a pathname is in and the path without its prefix. */
export function splitLocale(pathname: string): { locale: LocaleCode; path: string } {
  const match = /^\/(ru)(\/.*)?$/.exec(pathname);
  if (match) return { locale: 'ru', path: match[2] || '/' };
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}

export { localizePath };

export function browserLocale(): LocaleCode {
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const lang of languages) {
    const code = lang?.slice(0, 2).toLowerCase();
    if (isLocale(code)) return code;
  }
  return DEFAULT_LOCALE;
}

export function rememberLocale(locale: LocaleCode): void {
  writeCookie(COOKIES.locale.name, locale, COOKIES.locale.maxAgeSeconds);
}

/**
 * Where the page should open when the app starts (docs/product.md §4: cookie, then browser
 * language, then English). An explicit /ru link stands; an unprefixed one moves
 * to the preferred language. A first visit also remembers its language.
 */
export function entryRedirect(pathname: string, search: string): string | null {
  const { locale, path } = splitLocale(pathname);
  const cookie = readCookie(COOKIES.locale.name);
  if (locale !== DEFAULT_LOCALE) {
    if (!cookie) rememberLocale(locale);
    return null;
  }
  const preferred = isLocale(cookie) ? cookie : browserLocale();
  if (!cookie) rememberLocale(preferred);
  return preferred === DEFAULT_LOCALE ? null : `${localizePath(path, preferred)}${search}`;
}
