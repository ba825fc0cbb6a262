import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import { Anchor, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { emailField, passwordField } from '@yc/contract/validation';
import { useNavigate } from 'react-router';
import * as z from 'zod/mini';
import { TermsLink } from '../../../components/terms/terms-link.tsx';
import { LocalizedLink } from '../../../components/ui/localized-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useLocale, useLocalizedPath } from '../../../hooks/use-locale.ts';
import { passwordsMatch, zodValidator } from '../../../lib/form.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notifyError, notifyFormInvalid, notifySuccess } from '../../../lib/notify.ts';
import { startSession } from '../../../lib/session.ts';
import { trackedFields } from '../../../lib/tracking.ts';
import { useRegister } from '../api/register.ts';
import { EmailField, NewPasswordFields } from './fields.tsx';

const schema = z
  .object({
    login: emailField,
    password: passwordField,
    repeat: z.string(),
    terms: z.literal(true, { error: 'validation.required' }),
  })
  .check(z.refine(...passwordsMatch));

export function SignUpForm() {
  const { t } = useTranslation(['auth', 'api']);
  const register = useRegister();
  const locale = useLocale();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const form = useForm({
    initialValues: { login: '', password: '', repeat: '', terms: false },
    validate: zodValidator(schema),
  });

  const submit = form.onSubmit(
    ({ login, password }) =>
      register.mutate(
        { login, password, locale, source: location.hostname, ...trackedFields() },
        {
          onSuccess: (session) => {
            notifySuccess(
              t('api:auth.registeredDescription', { login: session.user.login ?? login }),
              t('api:auth.registered'),
            );
            navigate(to(paths.registrationConfirm));
            startSession(session);
          },
          onError: (error) => notifyError(error, t('api:auth.incorrectLogin')),
        },
      ),
    notifyFormInvalid,
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <EmailField {...form.getInputProps('login')} />
        <NewPasswordFields
          label={t('fields.password')}
          password={form.getInputProps('password')}
          repeat={form.getInputProps('repeat')}
        />
        <Checkbox
          label={
            <Text size="sm" span>
              {t('signUp.accept')} <TermsLink label={t('signUp.terms')} />
            </Text>
          }
          {...form.getInputProps('terms', { type: 'checkbox' })}
        />
        <Button type="submit" loading={register.isPending} fullWidth>
          {t('signUp.submit')}
        </Button>
        <Group justify="center">
          <Anchor component={LocalizedLink} to={paths.signIn} size="sm">
            {t('signUp.haveAccount')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
