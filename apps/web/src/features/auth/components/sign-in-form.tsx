import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isTotpChallenge } from '@yc/contract/sign-in-answer';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { FullPageLoader } from '../../../components/ui/full-page-loader.tsx';
import { LocalizedLink } from '../../../components/ui/localized-link.tsx';
import { paths, signInErrorOf } from '../../../config/paths.ts';
import { useDeferredValidation } from '../../../lib/deferred-validation.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notifyError, notifyFormInvalid, notifyWarning } from '../../../lib/notify.ts';
import { useLogin } from '../api/login.ts';

// Only an operator's sign-in reaches the code step: investors never load it (nor the admin-security contract).
const TotpStep = lazy(() => import('./totp-step.tsx').then((module) => ({ default: module.TotpStep })));

const loadRules = () => import('../validation.ts').then((m) => m.signInRules);

export function SignInForm() {
  const { t } = useTranslation(['auth', 'api']);
  const [search] = useSearchParams();
  const reason = signInErrorOf(search);
  const authError = reason === 'auth';
  const walletTaken = reason === 'wallet-taken';
  const idle = reason === 'idle';
  const login = useLogin();
  // Set when the password was right and the account asks for its second factor (decision 67).
  // A wallet sign-in of an operator arrives with its challenge in the navigation's state.
  const fromWallet = (useLocation().state as { totpChallenge?: string } | null)?.totpChallenge ?? null;
  const [challenge, setChallenge] = useState<string | null>(fromWallet);
  const rules = useDeferredValidation(loadRules);
  const form = useForm({
    initialValues: { login: search.get('login') ?? '', password: '' },
    validate: rules.validate,
  });

  useEffect(() => {
    if (authError) notifyWarning(t('api:auth.required'));
  }, [authError, t]);

  const submit = form.onSubmit(
    (values) =>
      login.mutate(values, {
        onSuccess: (answer) => isTotpChallenge(answer) && setChallenge(answer.challenge),
        onError: (error) => notifyError(error, t('api:auth.invalidCredentials')),
      }),
    notifyFormInvalid,
  );

  if (challenge)
    return (
      <Suspense fallback={<FullPageLoader />}>
        <TotpStep challenge={challenge} onRestart={() => setChallenge(null)} />
      </Suspense>
    );

  return (
    <form {...rules.formProps(submit)}>
      <Stack>
        {idle && (
          <Alert color="yellow" role="alert">
            {t('signIn.idle')}
          </Alert>
        )}
        {authError && (
          <Alert color="yellow" role="alert">
            {t('api:auth.required')}
          </Alert>
        )}
        {walletTaken && (
          <Alert color="red" role="alert">
            {t('api:wallet.addressTaken')}
          </Alert>
        )}
        <TextInput
          label={t('fields.login')}
          type="email"
          autoComplete="username"
          required
          {...form.getInputProps('login')}
        />
        <PasswordInput
          label={t('fields.password')}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Group justify="space-between">
          <Anchor component={LocalizedLink} to={paths.passwordRecovery} size="sm">
            {t('signIn.forgot')}
          </Anchor>
          <Anchor component={LocalizedLink} to={paths.signUp} size="sm">
            {t('signIn.noAccount')}
          </Anchor>
        </Group>
        <Button type="submit" loading={login.isPending} fullWidth>
          {t('signIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}
