/** Root of each language's routes: puts the translations in the URL's language before rendering it. */
import type { LocaleCode } from '@yc/contract/constants';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { FullPageLoader } from '../components/ui/full-page-loader.tsx';
import { changeLanguage, hasCatalogues, i18n, useTranslation } from '../lib/i18n.ts';
import { queryClient } from '../lib/react-query.ts';

export function LocaleRoot({ locale }: { locale: LocaleCode }) {
  // The provider's instance: the server renders each page with one of its own (decision 91).
  const { i18n: active } = useTranslation();
  // React keeps this component when the URL moves between the language trees, so track which language is
  // loaded; until its catalogue has arrived, nothing renders (components would show keys and keep them). A page the
  // server rendered starts with its catalogues in (main.tsx), so it renders, and hydrates, with its text at once.
  const [loaded, setLoaded] = useState<LocaleCode | null>(() =>
    active.language === locale && hasCatalogues(locale) ? locale : null,
  );
  useEffect(() => {
    let live = true;
    const switching = i18n.language !== locale;
    changeLanguage(locale).then(() => {
      if (!live) return;
      // Answers the server wrote in the previous language (rank names, refusal reasons) are fetched again.
      if (switching) void queryClient.invalidateQueries();
      setLoaded(locale);
    });
    return () => {
      live = false;
    };
  }, [locale]);
  return loaded === locale ? <Outlet /> : <FullPageLoader />;
}
