/**
 * Notifications as the spec words them: 'Error' with the server's message, or the given fallback (docs/product.md §8).
 * Mantine's notifications (store and container, ~9 KB gzip) are not on the critical path: they load on the first
 * notification only (decision 88), and notifications raised before then wait in a queue and show once the container
 * is mounted.
 */
import type { NotificationData } from '@mantine/notifications';
import type { ComponentType } from 'react';
import { messageOf } from './api-client.ts';
import { i18n } from './i18n.ts';

type NotificationsModule = typeof import('./notifications-host.tsx');

let loaded: NotificationsModule | null = null;
let loading: Promise<NotificationsModule> | null = null;
/** How many containers are mounted (StrictMode mounts twice; tests mount one per render). */
let mounted = 0;
const pending: NotificationData[] = [];
const listeners = new Set<() => void>();

function flush(): void {
  if (!loaded || mounted === 0) return;
  for (const data of pending.splice(0)) loaded.notifications.show(data);
}

/** Loads the notifications module once; the container in the app's provider renders as soon as it is here. */
export function loadNotifications(): Promise<NotificationsModule> {
  loading ??= import('./notifications-host.tsx').then(
    (mod) => {
      loaded = mod;
      for (const listener of listeners) listener();
      flush();
      return mod;
    },
    (error: unknown) => {
      // A failed chunk (e.g. a deploy in between) is tried again on the next notification.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** For the provider: the loaded container, or null; `subscribe` tells when it arrives. */
export const notificationsContainer = {
  get: (): ComponentType | null => loaded?.NotificationsContainer ?? null,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Called by the container once it is mounted and has configured the store (position, limit). */
  mounted(): () => void {
    mounted += 1;
    flush();
    return () => {
      mounted -= 1;
    };
  },
};

function show(data: NotificationData): void {
  pending.push(data);
  if (loaded) flush();
  else void loadNotifications().catch(() => {});
}

/** Removes every notification, shown, queued by Mantine or waiting for the module (tests, between cases). */
export function cleanNotifications(): void {
  pending.length = 0;
  loaded?.notifications.clean();
  loaded?.notifications.cleanQueue();
}

/** Every notification's close button needs a name for screen readers. */
const closeButtonProps = () => ({ 'aria-label': i18n.t('common:close') });

export function notifySuccess(message: string, title?: string): void {
  show({ color: 'teal', title, message, closeButtonProps: closeButtonProps() });
}

export function notifyWarning(message: string, title?: string): void {
  show({ color: 'yellow', title, message, closeButtonProps: closeButtonProps() });
}

export function notifyError(error: unknown, fallback: string): void {
  show({
    color: 'red',
    title: i18n.t('api:common.error'),
    message: messageOf(error, fallback),
    closeButtonProps: closeButtonProps(),
  });
}

/** Submitting an invalid form (docs/product.md §5): the fields show what is wrong. */
export function notifyFormInvalid(): void {
  notifyWarning(i18n.t('api:validation.formInvalid'));
}
