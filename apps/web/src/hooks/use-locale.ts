import type { LocaleCode } from '@yc/contract/constants';
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { localizePath, splitLocale } from '../lib/locale.ts';

export function useLocale(): LocaleCode {
  return splitLocale(useLocation().pathname).locale;
}

/** Turns an unprefixed app path into the current language's URL. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}
