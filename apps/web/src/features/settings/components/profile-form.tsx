import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { UpdateUserBody, User } from '@yc/contract/auth';
import { LIMITS } from '@yc/contract/constants';
import { emailField, phoneField, telegramField, text } from '@yc/contract/validation';
import * as z from 'zod/mini';
import { zodValidator } from '../../../lib/form.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notifyError, notifyFormInvalid, notifySuccess, notifyWarning } from '../../../lib/notify.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { SettingsSection, SubmitRow } from './settings-section.tsx';

/** An empty field clears the value (the API takes null for that); anything else must pass the contract's rule. */
const clearable = <S extends z.ZodMiniType<string, string>>(field: S) =>
  z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value)),
    z.nullable(field),
  );

const schema = z.object({
  name: clearable(text(LIMITS.nameMax)),
  email: clearable(emailField),
  phone: clearable(phoneField),
  telegram: clearable(telegramField),
});

const FIELDS = ['name', 'email', 'phone', 'telegram'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const valuesOf = (user: User): Values => ({
  name: user.name ?? '',
  email: user.email ?? '',
  phone: user.phone ?? '',
  telegram: user.telegram ?? '',
});

/** Only what differs from the account is sent, so an untouched field is never rewritten. */
function changesOf(user: User, values: Values): UpdateUserBody {
  const parsed = schema.parse(values);
  const body: UpdateUserBody = {};
  for (const field of FIELDS) if (parsed[field] !== user[field]) body[field] = parsed[field];
  return body;
}

export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation(['settings', 'api']);
  const update = useUpdateUser();
  const form = useForm<Values>({ initialValues: valuesOf(user), validate: zodValidator(schema) });

  const submit = form.onSubmit((values) => {
    const body = changesOf(user, values);
    if (Object.keys(body).length === 0) {
      notifyWarning(t('profile.unchanged'));
      return;
    }
    update.mutate(body, {
      onSuccess: ({ user: saved }) => {
        // The server's spelling (trimmed, lower-case e-mail) becomes the new starting point.
        form.setInitialValues(valuesOf(saved));
        form.setValues(valuesOf(saved));
        notifySuccess(t('api:auth.profileUpdated'));
      },
      onError: (error) => notifyError(error, t('api:http.internal')),
    });
  }, notifyFormInvalid);

  return (
    <SettingsSection title={t('profile.title')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {user.login !== null && (
            <TextInput
              label={t('profile.login')}
              description={t('profile.loginHint')}
              value={user.login}
              variant="filled"
              readOnly
            />
          )}
          <TextInput label={t('profile.name')} autoComplete="name" {...form.getInputProps('name')} />
          <TextInput label={t('profile.email')} type="email" autoComplete="email" {...form.getInputProps('email')} />
          <TextInput
            label={t('profile.phone')}
            type="tel"
            autoComplete="tel"
            placeholder={t('profile.phonePlaceholder')}
            {...form.getInputProps('phone')}
          />
          <TextInput
            label={t('profile.telegram')}
            autoComplete="off"
            placeholder={t('profile.telegramPlaceholder')}
            {...form.getInputProps('telegram')}
          />
          <SubmitRow note={t('profile.clearHint')} label={t('profile.save')} pending={update.isPending} />
        </Stack>
      </form>
    </SettingsSection>
  );
}
