import '@mantine/core/styles/Avatar.css';
import { SimpleGrid, Stack } from '@mantine/core';
import { useCurrentUser } from '../hooks/use-current-user.ts';
import { AvatarSettings } from './avatar-settings.tsx';
import { PasswordForm } from './password-form.tsx';
import { ProfileForm } from './profile-form.tsx';

/** Avatar, personal info and, for accounts that sign in with a login, the password (docs/product.md §2 settings). */
export function AccountSettings() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Stack gap="lg">
      <AvatarSettings user={user} />
      <SimpleGrid cols={{ base: 1, lg: user.login !== null ? 2 : 1 }} spacing="lg">
        <ProfileForm user={user} />
        {/* Wallet-only accounts have no login and so no password to change. */}
        {user.login !== null && <PasswordForm login={user.login} />}
      </SimpleGrid>
    </Stack>
  );
}
