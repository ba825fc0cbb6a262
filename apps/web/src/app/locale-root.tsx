/** Root of each language's routes: puts i18next in the URL's language before rendering it. */
import type { LocaleCode } from '@yc/contract/constants';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { FullPageLoader } from '../components/ui/full-page-loader.tsx';
import { changeLanguage } from '../lib/i18n.ts';
import { queryClient } from '../lib/react-query.ts';

export function LocaleRoot({ locale }: { locale: LocaleCode }) {
  // React keeps this component when the URL moves between the language trees, so track which language is
  // loaded; until its catalogue has arrived, nothing renders (components would show keys and keep them).
  const [loaded, setLoaded] = useState<LocaleCode | null>(null);
  useEffect(() => {
    let live = true;
    changeLanguage(locale).then(() => {
      if (!live) return;
      // Answers the server wrote in the previous language (rank names, refusal reasons) are fetched again.
      void queryClient.invalidateQueries();
      setLoaded(locale);
    });
    return () => {
      live = false;
    };
  }, [locale]);
  return loaded === locale ? <Outlet /> : <FullPageLoader />;
}
