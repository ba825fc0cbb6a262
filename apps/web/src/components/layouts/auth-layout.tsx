/** Auth layout (docs/product.md §2): header with title, Sign in / Sign up and the language switch; footer with the terms. */
import { Group } from '@mantine/core';
import { LanguageSwitch } from '../ui/language-switch.tsx';
import { GuestActions } from './guest-actions.tsx';
import { SiteShell } from './site-shell.tsx';

export function AuthLayout() {
  return (
    <SiteShell
      width={440}
      actions={
        <Group gap="xs">
          <GuestActions />
          <LanguageSwitch />
        </Group>
      }
    />
  );
}
