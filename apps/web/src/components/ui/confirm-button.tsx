/**
 * A button for an irreversible action: it asks first in a dialog (title, text, the reasons it needs, other content),
 * runs the action, keeps the dialog open with the server's message if it fails and closes it once it succeeds.
 */
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { Alert, Button, type ButtonProps, Group, type MantineColor, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { messageOf } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { ALERT_STYLES } from './text-styles.ts';

/** A reason the action needs, e.g. why an account is frozen; written in a box that wraps, sent as one line. */
export interface ConfirmReason {
  label: string;
  description?: string;
  /** The language it is written in, when the dialog asks for one per language. */
  lang?: string;
  /** The server's limit. */
  maxLength: number;
}

/** The server takes a reason as one line: line breaks and runs of spaces typed in the box become one space. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The reasons as the action receives them: one string, on one line, per reason asked. */
type Written<R extends readonly ConfirmReason[]> = { -readonly [K in keyof R]: string };

export interface ConfirmButtonProps<R extends readonly ConfirmReason[]>
  extends Omit<ButtonProps, 'children' | 'color'> {
  /** The trigger's text. */
  label: ReactNode;
  /** The dialog's title. */
  title: string;
  /** What will happen, in words. */
  text?: ReactNode;
  /** The confirming button's text, e.g. 'Reject'. */
  confirmLabel: string;
  /** Of the trigger and the confirming button: red for a refusal or a freeze. */
  color?: MantineColor;
  /** Required reasons: the confirming button waits until each is written; they are cleared when the dialog closes. */
  reasons?: R;
  /** The action, with the reasons (one line each); a rejection keeps the dialog open with the error's message. */
  onConfirm: (reasons: Written<R>) => Promise<unknown>;
  /** Extra content inside the dialog, between the text and the reasons. */
  children?: ReactNode;
}

export function ConfirmButton<const R extends readonly ConfirmReason[] = []>({
  label,
  title,
  text,
  confirmLabel,
  color,
  onConfirm,
  reasons,
  children,
  ...button
}: ConfirmButtonProps<R>) {
  const { t } = useTranslation('admin');
  const [opened, setOpened] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [typed, setTyped] = useState<string[]>([]);
  const asked: readonly ConfirmReason[] = reasons ?? [];
  const written = asked.map((_, i) => oneLine(typed[i] ?? ''));

  const close = () => {
    if (!pending) setOpened(false);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await onConfirm(written as Written<R>);
      setOpened(false);
    } catch (failure) {
      setError(messageOf(failure, t('confirm.failed')));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button color={color} {...button} onClick={() => setOpened(true)}>
        {label}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={title}
        closeButtonProps={{ 'aria-label': t('close', { ns: 'common' }) }}
        onExitTransitionEnd={() => {
          setError(null);
          setTyped([]);
        }}
      >
        <form onSubmit={submit}>
          <Stack gap="md">
            {text && <Text size="sm">{text}</Text>}
            {children}
            {asked.map((reason, i) => (
              <Textarea
                key={reason.label}
                label={reason.label}
                description={reason.description}
                lang={reason.lang}
                maxLength={reason.maxLength}
                required
                rows={3}
                value={typed[i] ?? ''}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setTyped((all) => asked.map((_, j) => (j === i ? value : (all[j] ?? ''))));
                }}
                data-autofocus={i === 0 || undefined}
              />
            ))}
            {error && (
              <Alert styles={ALERT_STYLES} color="red" variant="light" role="alert">
                {error}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={pending}>
                {t('confirm.cancel')}
              </Button>
              <Button type="submit" color={color} loading={pending} disabled={written.includes('')}>
                {confirmLabel}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
