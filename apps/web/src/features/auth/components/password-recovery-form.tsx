import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LocalizedLink } from '../../../components/ui/localized-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useLocalizedPath } from '../../../hooks/use-locale.ts';
import { useDeferredValidation } from '../../../lib/deferred-validation.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notifyError, notifyFormInvalid, notifySuccess } from '../../../lib/notify.ts';
import { useChangePasswordByCode } from '../api/change-password-by-code.ts';
import { useSendPasswordRecovery } from '../api/send-password-recovery.ts';
import { EmailField, NewPasswordFields } from './fields.tsx';

const loadRequestRules = () => import('../validation.ts').then((m) => m.recoveryRequestRules);
const loadChangeRules = () => import('../validation.ts').then((m) => m.recoveryChangeRules);

/** Two steps: ask for a code by e-mail, then set a new password with it. The e-mail link opens step two. */
export function PasswordRecoveryForm() {
  const { t } = useTranslation(['auth', 'api']);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const [step, setStep] = useState<'request' | 'change'>(search.get('code') ? 'change' : 'request');
  const send = useSendPasswordRecovery();
  const change = useChangePasswordByCode();
  const requestRules = useDeferredValidation(loadRequestRules);
  const changeRules = useDeferredValidation(loadChangeRules);
  const requestForm = useForm({
    initialValues: { login: search.get('login') ?? '' },
    validate: requestRules.validate,
  });
  const changeForm = useForm({
    initialValues: { login: search.get('login') ?? '', code: search.get('code') ?? '', password: '', repeat: '' },
    validate: changeRules.validate,
  });

  if (step === 'request') {
    const submit = requestForm.onSubmit(
      ({ login }) =>
        send.mutate(login, {
          onSuccess: (answer) => {
            notifySuccess(answer.message);
            changeForm.setFieldValue('login', login);
            setStep('change');
          },
          onError: (error) => notifyError(error, t('api:http.internal')),
        }),
      notifyFormInvalid,
    );
    return (
      <form {...requestRules.formProps(submit)}>
        <Stack>
          <Text>{t('recovery.intro')}</Text>
          <EmailField {...requestForm.getInputProps('login')} />
          <Button type="submit" loading={send.isPending} fullWidth>
            {t('recovery.send')}
          </Button>
          <Anchor component={LocalizedLink} to={paths.signIn} size="sm" ta="center">
            {t('recovery.back')}
          </Anchor>
        </Stack>
      </form>
    );
  }

  const submit = changeForm.onSubmit(
    ({ login, code, password }) =>
      change.mutate(
        { login, code, password },
        {
          onSuccess: (answer) => {
            notifySuccess(answer.message);
            navigate(`${to(paths.signIn)}?${new URLSearchParams({ login })}`);
          },
          onError: (error) => notifyError(error, t('api:auth.invalidCode')),
        },
      ),
    notifyFormInvalid,
  );
  return (
    <form {...changeRules.formProps(submit)}>
      <Stack>
        <Text>{t('recovery.codeIntro')}</Text>
        <EmailField {...changeForm.getInputProps('login')} />
        <TextInput
          label={t('fields.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          {...changeForm.getInputProps('code')}
        />
        <NewPasswordFields
          label={t('fields.newPassword')}
          password={changeForm.getInputProps('password')}
          repeat={changeForm.getInputProps('repeat')}
        />
        <Button type="submit" loading={change.isPending} fullWidth>
          {t('recovery.change')}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={() => setStep('request')}>
          {t('recovery.again')}
        </Anchor>
      </Stack>
    </form>
  );
}
