/** The sign-in's second step for an account with two-factor sign-in (decision 67). */
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { SecondFactorForm } from '../../../components/ui/second-factor-form.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLoginTotp } from '../api/login-totp.ts';

export function TotpStep({ challenge, onRestart }: { challenge: string; onRestart: () => void }) {
  const { t } = useTranslation('auth');
  const step = useLoginTotp();
  // The challenge lives five minutes: after that only the password step can issue a new one.
  const expired = isApiError(step.error, 'admin.totpChallengeExpired');
  return (
    <Stack>
      <Title order={2} size="h4">
        {t('secondFactor.title')}
      </Title>
      <Text size="sm">{t('secondFactor.intro')}</Text>
      <SecondFactorForm
        submitLabel={t('secondFactor.submit')}
        pending={step.isPending}
        error={step.error}
        onSubmit={(proof) => step.mutate({ challenge, ...proof })}
      />
      <Anchor component="button" type="button" size="sm" onClick={onRestart} ta="left" fw={expired ? 700 : undefined}>
        {t('secondFactor.back')}
      </Anchor>
    </Stack>
  );
}
