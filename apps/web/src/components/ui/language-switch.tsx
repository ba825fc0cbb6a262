/** ENG / RUS switch (docs/product.md §3): keeps the page, sets the i18n_redirected cookie. */
import { SegmentedControl } from '@mantine/core';
import { LOCALE_INFO, LOCALES, type LocaleCode } from '@yc/contract/constants';
import { useLocation, useNavigate } from 'react-router';
import { useLocale } from '../../hooks/use-locale.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { localizePath, rememberLocale, splitLocale } from '../../lib/locale.ts';

export function LanguageSwitch({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const change = (next: string) => {
    const target = next as LocaleCode;
    rememberLocale(target);
    const { path } = splitLocale(location.pathname);
    navigate(`${localizePath(path, target)}${location.search}${location.hash}`);
  };
  return (
    <SegmentedControl
      size={size}
      value={locale}
      onChange={change}
      aria-label={t('language.label')}
      data={LOCALES.map((code) => ({ value: code, label: LOCALE_INFO[code].label }))}
    />
  );
}
