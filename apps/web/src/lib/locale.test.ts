import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, writeCookie } from './cookies.ts';
import { entryRedirect, localizePath, splitLocale } from './locale.ts';

const setLanguages = (languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

describe('locale in the URL', () => {
  afterEach(() => {
    writeCookie('i18n_redirected', '', 0);
    vi.restoreAllMocks();
  });

  it('reads the prefix and the path', () => {
    expect(splitLocale('/ru/cabinet/dao')).toEqual({ locale: 'ru', path: '/cabinet/dao' });
    expect(splitLocale('/ru')).toEqual({ locale: 'ru', path: '/' });
    expect(splitLocale('/cabinet/dao')).toEqual({ locale: 'en', path: '/cabinet/dao' });
    expect(splitLocale('/rules')).toEqual({ locale: 'en', path: '/rules' });
  });

  it('prefixes every language but the default', () => {
    expect(localizePath('/sign-in', 'ru')).toBe('/ru/sign-in');
    expect(localizePath('/', 'ru')).toBe('/ru');
    expect(localizePath('/sign-in', 'en')).toBe('/sign-in');
  });

  it('sends a first visit with a Russian browser to /ru and remembers it for 365 days', () => {
    setLanguages(['ru-RU', 'en']);
    expect(entryRedirect('/sign-in', '?invite=X')).toBe('/ru/sign-in?invite=X');
    expect(readCookie('i18n_redirected')).toBe('ru');
  });

  it('leaves the URL alone once the cookie exists, or when the browser speaks the URL language', () => {
    setLanguages(['ru-RU']);
    writeCookie('i18n_redirected', 'en', 60);
    expect(entryRedirect('/sign-in', '')).toBeNull();
    writeCookie('i18n_redirected', '', 0);
    setLanguages(['de-DE', 'en-GB']);
    expect(entryRedirect('/sign-in', '')).toBeNull();
    expect(readCookie('i18n_redirected')).toBe('en');
  });

  it('prefers the cookie to the browser language (docs/product.md §4)', () => {
    setLanguages(['en-US']);
    writeCookie('i18n_redirected', 'ru', 60);
    expect(entryRedirect('/cabinet/dao', '')).toBe('/ru/cabinet/dao');
  });

  it('keeps an explicit /ru link even for an English browser', () => {
    setLanguages(['en-US']);
    expect(entryRedirect('/ru/cabinet/dao', '')).toBeNull();
    expect(readCookie('i18n_redirected')).toBe('ru');
  });
});
