/** The inputs the sign-up, confirmation and recovery forms share; each takes what `form.getInputProps` gives. */
import { PasswordInput, type PasswordInputProps, TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n.ts';

export function EmailField(props: TextInputProps) {
  const { t } = useTranslation('auth');
  return <TextInput label={t('fields.email')} type="email" autoComplete="email" required {...props} />;
}

/** A new password with the rules under it, and its repetition. */
export function NewPasswordFields({
  label,
  password,
  repeat,
}: {
  label: string;
  password: PasswordInputProps;
  repeat: PasswordInputProps;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PasswordInput
        label={label}
        description={t('signUp.passwordRules')}
        autoComplete="new-password"
        required
        {...password}
      />
      <PasswordInput label={t('fields.repeatPassword')} autoComplete="new-password" required {...repeat} />
    </>
  );
}
