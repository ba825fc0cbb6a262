/** Default layout (docs/product.md §2): the site header for the public pages. */
import { Button, Group } from '@mantine/core';
import { UI } from '@yc/contract/constants';
import { paths } from '../../config/paths.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.ts';
import { LanguageSwitch } from '../ui/language-switch.tsx';
import { LocalizedLink } from '../ui/localized-link.tsx';
import { GuestActions } from './guest-actions.tsx';
import { SiteShell } from './site-shell.tsx';

export function DefaultLayout() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <SiteShell
      width={UI.innerLayoutMaxPx}
      actions={
        <Group gap="xs" component="nav" aria-label={t('nav.site')}>
          <Button component={LocalizedLink} to={paths.learn} variant="subtle" size="sm">
            {t('nav.learn')}
          </Button>
          {session.status === 'authenticated' ? (
            <Button component={LocalizedLink} to={paths.cabinet.dashboard} size="sm">
              {t('nav.cabinet')}
            </Button>
          ) : (
            <GuestActions />
          )}
          <LanguageSwitch />
        </Group>
      }
    />
  );
}
