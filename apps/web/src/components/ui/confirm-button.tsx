/**
 * A button for an irreversible action: it asks first in a dialog (title, text, optional fields such as a reason),
 * runs the action, keeps the dialog open with the server's message if it fails and closes it once it succeeds.
 */
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { Alert, Button, type ButtonProps, Group, type MantineColor, Modal, Stack, Text } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../lib/api-client.ts';
import { ALERT_STYLES } from './text-styles.ts';

export interface ConfirmButtonProps extends Omit<ButtonProps, 'children' | 'color'> {
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
  /** The action; a rejection keeps the dialog open with the error's message. */
  onConfirm: () => Promise<unknown>;
  /** False keeps the confirming button disabled, e.g. until a reason is written. */
  canConfirm?: boolean;
  /** After the dialog closed either way, e.g. to clear the fields. */
  onClosed?: () => void;
  /** Extra fields inside the dialog, between the text and the buttons. */
  children?: ReactNode;
}

export function ConfirmButton({
  label,
  title,
  text,
  confirmLabel,
  color,
  onConfirm,
  canConfirm = true,
  onClosed,
  children,
  ...button
}: ConfirmButtonProps) {
  const { t } = useTranslation('admin');
  const [opened, setOpened] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (!pending) setOpened(false);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await onConfirm();
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
          onClosed?.();
        }}
      >
        <form onSubmit={submit}>
          <Stack gap="md">
            {text && <Text size="sm">{text}</Text>}
            {children}
            {error && (
              <Alert styles={ALERT_STYLES} color="red" variant="light" role="alert">
                {error}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={pending}>
                {t('confirm.cancel')}
              </Button>
              <Button type="submit" color={color} loading={pending} disabled={!canConfirm}>
                {confirmLabel}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
