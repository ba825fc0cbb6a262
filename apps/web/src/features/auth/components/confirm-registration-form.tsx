import '@mantine/core/styles/PinInput.css';
import { Button, Group, PinInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ONE_TIME_CODE } from '@yc/contract/constants';
import { useSearchParams } from 'react-router';
import { useDeferredValidation } from '../../../lib/deferred-validation.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notifyError, notifyFormInvalid, notifySuccess } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { useConfirmLogin } from '../api/confirm-login.ts';
import { useSendApproveEmail } from '../api/send-approve-email.ts';
import { EmailField } from './fields.tsx';

const loadRules = () => import('../validation.ts').then((m) => m.confirmationRules);

/** Enter the mailed code; resend it. After a sign-up the login is known; from the e-mail link both come in the URL. */
export function ConfirmRegistrationForm() {
  const { t } = useTranslation(['auth', 'api']);
  const session = useSession();
  const [search] = useSearchParams();
  const knownLogin = session.status === 'authenticated' ? (session.user.login ?? '') : '';
  const confirm = useConfirmLogin();
  const resend = useSendApproveEmail();
  const rules = useDeferredValidation(loadRules);
  const form = useForm({
    initialValues: { login: knownLogin || search.get('login') || '', code: search.get('code') ?? '' },
    validate: rules.validate,
  });

  const submit = form.onSubmit(
    (values) => confirm.mutate(values, { onError: (error) => notifyError(error, t('api:auth.invalidCode')) }),
    notifyFormInvalid,
  );
  const resendCode = () => {
    const login = form.getValues().login;
    if (form.validateField('login').hasError) return;
    resend.mutate(login, {
      onSuccess: (answer) => notifySuccess(answer.message),
      onError: (error) => notifyError(error, t('api:http.internal')),
    });
  };
  // The e-mail is checked by the form's rules, which load on first use.
  const sendAgain = () => void rules.prepare().then(resendCode, (error) => notifyError(error, t('api:http.internal')));

  return (
    <form {...rules.formProps(submit)}>
      <Stack>
        <Text>{t('confirm.intro')}</Text>
        {knownLogin ? <Text fw={600}>{knownLogin}</Text> : <EmailField {...form.getInputProps('login')} />}
        <Stack gap={4} role="group" aria-labelledby="confirm-code-label">
          <Text id="confirm-code-label" size="sm" fw={500}>
            {t('fields.code')}
          </Text>
          <PinInput
            length={ONE_TIME_CODE.length}
            type="number"
            oneTimeCode
            // Each box is announced as what it is, not as Mantine's default "PinInput".
            getInputProps={(index) => ({
              'aria-label': t('confirm.digit', { n: index + 1, total: ONE_TIME_CODE.length }),
            })}
            {...form.getInputProps('code')}
            // The last digit typed or pasted sends the code: there is nothing else to fill in.
            onComplete={() => {
              if (!confirm.isPending) submit();
            }}
          />
          {form.errors.code && (
            <Text size="xs" c="red" role="alert">
              {form.errors.code}
            </Text>
          )}
        </Stack>
        <Button type="submit" loading={confirm.isPending} fullWidth>
          {t('confirm.submit')}
        </Button>
        {/* Wraps rather than cutting the button's label when the hint and the label do not fit side by side. */}
        <Group justify="space-between" align="flex-start" gap="xs">
          <Text size="sm" c="dimmed" style={{ flex: '1 1 12rem' }}>
            {t('api:auth.spamHint')}
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={sendAgain} loading={resend.isPending}>
            {t('confirm.resend')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
