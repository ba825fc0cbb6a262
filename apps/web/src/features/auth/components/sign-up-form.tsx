import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import { Anchor, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { TermsLink } from '../../../components/terms/terms-link.tsx';
import { LocalizedLink } from '../../../components/ui/localized-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useLocale, useLocalizedPath } from '../../../hooks/use-locale.ts';
import { useDeferredValidation } from '../../../lib/deferred-validation.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notifyError, notifyFormInvalid, notifySuccess } from '../../../lib/notify.ts';
import { startSession } from '../../../lib/session.ts';
import { trackedFields } from '../../../lib/tracking.ts';
import { useRegister } from '../api/register.ts';
import { EmailField, NewPasswordFields } from './fields.tsx';

const loadRules = () => import('../validation.ts').then((m) => m.signUpRules);

export function SignUpForm() {
  const { t } = useTranslation(['auth', 'api']);
  const register = useRegister();
  const locale = useLocale();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const rules = useDeferredValidation(loadRules);
  const form = useForm({
    initialValues: { login: '', password: '', repeat: '', terms: false },
    validate: rules.validate,
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
    <form {...rules.formProps(submit)}>
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
