/** An enrolled operator's second factor: since when, recovery codes left, and new ones on request. */
import { Card, Stack, Text, Title } from '@mantine/core';
import type { TwoFactorStatus as Status } from '@yc/contract/admin-security';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useRegenerateRecoveryCodes } from '../api/two-factor.ts';
import { RecoveryCodes } from './recovery-codes.tsx';

export function TwoFactorStatus({ status }: { status: Status }) {
  const { t, i18n } = useTranslation('admin-security');
  const regenerate = useRegenerateRecoveryCodes();
  const when = (iso: string | null) =>
    iso ? new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }) : '—';

  if (regenerate.data) {
    return (
      <Card withBorder padding="lg" maw={640}>
        <RecoveryCodes codes={regenerate.data.recoveryCodes} onSaved={() => regenerate.reset()} />
      </Card>
    );
  }

  return (
    <Card withBorder padding="lg" maw={640}>
      <Stack>
        <Title order={2} size="h4">
          {t('status.title')}
        </Title>
        <Text size="sm">{t('status.enabledSince', { date: when(status.enrolledAt) })}</Text>
        <Text size="sm">{t('status.codesLeft', { count: status.recoveryCodesLeft })}</Text>
        <Text size="sm">{t('status.verifiedAt', { date: when(status.verifiedAt) })}</Text>
        <ConfirmButton
          label={t('status.regenerate')}
          title={t('status.regenerateTitle')}
          text={t('status.regenerateText')}
          confirmLabel={t('status.regenerateConfirm')}
          onConfirm={() => regenerate.mutateAsync()}
          variant="light"
          style={{ alignSelf: 'flex-start' }}
        />
      </Stack>
    </Card>
  );
}
