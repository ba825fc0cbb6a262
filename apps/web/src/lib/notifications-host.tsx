/** Mantine's notifications, loaded by `notify.ts` on the first notification (decision 88). */
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import './notifications-contrast.css';
import { Notifications } from '@mantine/notifications';
import { UI } from '@yc/contract/constants';
import { useEffect } from 'react';
import { notificationsContainer } from './notify.ts';

export { notifications } from '@mantine/notifications';

export function NotificationsContainer() {
  // Runs after <Notifications>' own effect has set the store's position and limit, so queued ones obey them.
  useEffect(() => notificationsContainer.mounted(), []);
  return (
    <Notifications
      position={UI.notifications.position}
      autoClose={UI.notifications.autoCloseMs}
      limit={UI.notifications.limit}
    />
  );
}
