/** Notifications as the spec words them: 'Error' with the server's message, or the given fallback (spec §8). */
import { notifications } from '@mantine/notifications';
import { ApiError } from './api-client.ts';
import { i18n } from './i18n.ts';

/** Every notification's close button needs a name for screen readers. */
const closeButtonProps = () => ({ 'aria-label': i18n.t('common:close') });

export function notifySuccess(message: string, title?: string): void {
  notifications.show({ color: 'teal', title, message, closeButtonProps: closeButtonProps() });
}

export function notifyWarning(message: string, title?: string): void {
  notifications.show({ color: 'yellow', title, message, closeButtonProps: closeButtonProps() });
}

export function notifyError(error: unknown, fallback: string): void {
  const message = error instanceof ApiError && error.message ? error.message : fallback;
  notifications.show({
    color: 'red',
    title: i18n.t('api:common.error'),
    message,
    closeButtonProps: closeButtonProps(),
  });
}

/** Submitting an invalid form (spec §5): the fields show what is wrong. */
export function notifyFormInvalid(): void {
  notifyWarning(i18n.t('api:validation.formInvalid'));
}
