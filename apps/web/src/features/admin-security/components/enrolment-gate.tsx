/**
 * The console opens only for an operator with two-factor sign-in (decision 67): until then this shows the enrolment
 * alone, without the console's sections, with a way to sign out.
 */
import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FullPageLoader } from '../../../components/ui/full-page-loader.tsx';
import { LanguageSwitch } from '../../../components/ui/language-switch.tsx';
import { useDocumentTitle } from '../../../components/ui/page-title.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSignOut } from '../../../lib/sign-out.ts';
import { useTwoFactorStatus } from '../api/two-factor.ts';
import { SecurityPage } from './security-page.tsx';

function EnrolmentScreen() {
  const { t } = useTranslation('admin-security');
  const { signOut, pending } = useSignOut();
  useDocumentTitle(t('gate.title'));
  return (
    <Container size={720} py="xl">
      <Stack>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={1} size="h2">
            {t('gate.title')}
          </Title>
          <Group gap="sm">
            <LanguageSwitch />
            <Button variant="subtle" leftSection={<IconLogout size={16} />} onClick={signOut} loading={pending}>
              {t('nav.signOut', { ns: 'common' })}
            </Button>
          </Group>
        </Group>
        <SecurityPage />
      </Stack>
    </Container>
  );
}

export function EnrolmentGate({ children }: { children: ReactNode }) {
  const status = useTwoFactorStatus();
  // A failed status load falls through to the security page, which says so and retries.
  if (status.isPending) return <FullPageLoader />;
  if (status.data?.enabled) return children;
  return <EnrolmentScreen />;
}
