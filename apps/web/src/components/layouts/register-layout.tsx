/** Register layout (docs/product.md §2): the title, the language switch and, with a session, sign-out. */
import { Button, Group } from '@mantine/core';
import { useTranslation } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.ts';
import { useSignOut } from '../../lib/sign-out.ts';
import { LanguageSwitch } from '../ui/language-switch.tsx';
import { SiteShell } from './site-shell.tsx';

export function RegisterLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const { signOut, pending } = useSignOut();
  return (
    <SiteShell
      width={440}
      actions={
        <Group gap="xs">
          {session.status === 'authenticated' && (
            <Button variant="subtle" size="sm" onClick={signOut} loading={pending}>
              {t('nav.signOut')}
            </Button>
          )}
          <LanguageSwitch />
        </Group>
      }
    />
  );
}
