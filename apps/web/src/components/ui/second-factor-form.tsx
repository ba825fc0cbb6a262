/**
 * A second factor's form (decision 67): a 6-digit code from the authenticator app or, when allowed, one of the
 * recovery codes instead. Used by the sign-in's second step, the console's step-up dialog and the enrolment.
 */
import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { type ChangeEvent, type FormEvent, type ReactNode, useState } from 'react';
import { messageOf } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n.ts';

export type SecondFactorProof = { code: string } | { recoveryCode: string };

const CODE = /^\d{6}$/;

export function SecondFactorForm({
  submitLabel,
  onSubmit,
  pending,
  error,
  allowRecovery = true,
  extraAction,
}: {
  submitLabel: string;
  onSubmit: (proof: SecondFactorProof) => void;
  pending: boolean;
  /** The failed call's error: its message is shown under the field. */
  error: unknown;
  allowRecovery?: boolean;
  /** A second button beside the submit one (Cancel in a dialog). */
  extraAction?: ReactNode;
}) {
  const { t } = useTranslation(['auth', 'api']);
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim();
    if (!recovery && !CODE.test(typed)) return setInvalid(t('api:validation.code'));
    if (recovery && typed.replace(/[\s-]/g, '').length < 16) return setInvalid(t('secondFactor.recoveryInvalid'));
    setInvalid(null);
    onSubmit(recovery ? { recoveryCode: typed } : { code: typed });
  };

  const switchMode = () => {
    setRecovery((r) => !r);
    setValue('');
    setInvalid(null);
  };

  const shown = invalid ?? (error ? messageOf(error, t('secondFactor.failed')) : null);
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          // A new field per mode, so the browser's one-time-code autofill never lands in the recovery code.
          key={recovery ? 'recovery' : 'code'}
          required
          data-autofocus
          value={value}
          error={shown}
          {...(recovery
            ? {
                label: t('secondFactor.recoveryCode'),
                description: t('secondFactor.recoveryHint'),
                autoComplete: 'off',
                autoCapitalize: 'none',
                spellCheck: false,
                onChange: (e: ChangeEvent<HTMLInputElement>) => setValue(e.currentTarget.value),
              }
            : {
                label: t('secondFactor.code'),
                description: t('secondFactor.codeHint'),
                inputMode: 'numeric' as const,
                autoComplete: 'one-time-code',
                maxLength: 6,
                onChange: (e: ChangeEvent<HTMLInputElement>) => setValue(e.currentTarget.value.replace(/\D/g, '')),
              })}
        />
        {allowRecovery && (
          <Anchor component="button" type="button" size="sm" onClick={switchMode} ta="left">
            {recovery ? t('secondFactor.useCode') : t('secondFactor.useRecovery')}
          </Anchor>
        )}
        <Group justify="flex-end" gap="sm">
          {extraAction}
          <Button type="submit" loading={pending} fullWidth={!extraAction}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
