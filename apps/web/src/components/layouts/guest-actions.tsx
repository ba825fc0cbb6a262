import { Button } from '@mantine/core';
import { paths } from '../../config/paths.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { LocalizedLink } from '../ui/localized-link.tsx';

/** The Sign in and Sign up buttons of the public headers (docs/product.md §2). */
export function GuestActions() {
  const { t } = useTranslation();
  return (
    <>
      <Button component={LocalizedLink} to={paths.signIn} variant="subtle" size="sm">
        {t('nav.signIn')}
      </Button>
      <Button component={LocalizedLink} to={paths.signUp} size="sm">
        {t('nav.signUp')}
      </Button>
    </>
  );
}
