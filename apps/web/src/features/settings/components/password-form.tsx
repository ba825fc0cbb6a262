import { PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { anyPasswordField, passwordField } from '@yc/contract/validation';
import * as z from 'zod/mini';
import { zodValidator } from '../../../lib/form.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notifyError, notifyFormInvalid, notifySuccess } from '../../../lib/notify.ts';
import { useChangePassword } from '../api/change-password.ts';
import { SettingsSection, SubmitRow } from './settings-section.tsx';

const schema = z
  .object({ currentPassword: anyPasswordField, password: passwordField, repeat: z.string() })
  .check(z.refine((v) => v.password === v.repeat, { path: ['repeat'], error: 'validation.passwordsMismatch' }));

/** Password change for accounts that sign in with a login; `login` lets password managers file the new one. */
export function PasswordForm({ login }: { login: string }) {
  const { t } = useTranslation(['settings', 'api']);
  const change = useChangePassword();
  const form = useForm({
    initialValues: { currentPassword: '', password: '', repeat: '' },
    validate: zodValidator(schema),
  });

  const submit = form.onSubmit(
    ({ currentPassword, password }) =>
      change.mutate(
        { currentPassword, password },
        {
          onSuccess: () => {
            form.reset();
            notifySuccess(t('api:auth.passwordChanged'));
          },
          onError: (error) => notifyError(error, t('api:http.internal')),
        },
      ),
    notifyFormInvalid,
  );

  return (
    <SettingsSection title={t('password.title')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {/* Password managers pair the new password with this account's login. */}
          <input type="text" name="username" autoComplete="username" value={login} readOnly hidden />
          <PasswordInput
            label={t('password.current')}
            autoComplete="current-password"
            required
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label={t('password.new')}
            description={t('password.rules')}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t('password.repeat')}
            autoComplete="new-password"
            required
            {...form.getInputProps('repeat')}
          />
          <SubmitRow note={t('password.note')} label={t('password.submit')} pending={change.isPending} />
        </Stack>
      </form>
    </SettingsSection>
  );
}
