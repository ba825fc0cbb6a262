/**
 * Setting up two-factor sign-in (decision 67): a QR code and the text secret for the authenticator app, the first
 * code to confirm, then the recovery codes once.
 */
import { Alert, Button, Card, Image, List, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { CopyValue } from '../../../components/ui/copy-value.tsx';
import { SecondFactorForm } from '../../../components/ui/second-factor-form.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useConfirmTwoFactor, useEnrolTwoFactor, useRefreshTwoFactorStatus } from '../api/two-factor.ts';
import { RecoveryCodes } from './recovery-codes.tsx';

const svgUri = (svg: string) => `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;

export function Enrolment() {
  const { t } = useTranslation('admin-security');
  const enrol = useEnrolTwoFactor();
  const confirm = useConfirmTwoFactor();
  const refresh = useRefreshTwoFactorStatus();
  const [started, setStarted] = useState(false);

  // One pending secret per visit: a new one replaces it on the server, so it is asked for once.
  useEffect(() => {
    if (!started) {
      setStarted(true);
      enrol.mutate();
    }
  }, [started, enrol.mutate]);

  if (confirm.data) {
    return (
      <Card withBorder padding="lg" maw={640}>
        <RecoveryCodes codes={confirm.data.recoveryCodes} onSaved={() => void refresh()} />
      </Card>
    );
  }

  return (
    <Card withBorder padding="lg" maw={640}>
      <Stack>
        <Title order={2} size="h4">
          {t('enrol.title')}
        </Title>
        <Text size="sm">{t('enrol.intro')}</Text>
        {enrol.error ? (
          <Alert color="red" role="alert">
            {messageOf(enrol.error, t('enrol.failed'))}
            <Button variant="subtle" size="compact-sm" ml="sm" onClick={() => enrol.mutate()}>
              {t('enrol.retry')}
            </Button>
          </Alert>
        ) : null}
        {enrol.data && (
          <>
            <List type="ordered" size="sm" spacing="xs">
              <List.Item>{t('enrol.step1')}</List.Item>
              <List.Item>{t('enrol.step2')}</List.Item>
              <List.Item>{t('enrol.step3')}</List.Item>
            </List>
            <Image src={svgUri(enrol.data.qrSvg)} alt={t('enrol.qrAlt')} w={200} h={200} bg="white" p={4} />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('enrol.secret')}
              </Text>
              <CopyValue
                value={enrol.data.secret}
                copyLabel={t('enrol.copy')}
                copiedLabel={t('enrol.copied')}
                testId="totp-secret"
              />
            </Stack>
            <SecondFactorForm
              submitLabel={t('enrol.confirm')}
              allowRecovery={false}
              pending={confirm.isPending}
              error={confirm.error}
              onSubmit={(proof) => 'code' in proof && confirm.mutate(proof.code)}
            />
          </>
        )}
      </Stack>
    </Card>
  );
}
