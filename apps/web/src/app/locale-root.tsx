/** Root of each language's routes: puts i18next in the URL's language before rendering it. */
import type { LocaleCode } from '@yc/contract/constants';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { FullPageLoader } from '../components/ui/full-page-loader.tsx';
import { changeLanguage, i18n } from '../lib/i18n.ts';

export function LocaleRoot({ locale }: { locale: LocaleCode }) {
  const [ready, setReady] = useState(i18n.language === locale);
  useEffect(() => {
    let live = true;
    changeLanguage(locale).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [locale]);
  return ready && i18n.language === locale ? <Outlet /> : <FullPageLoader />;
}
