/** Notifications load on first use: a test asserting that none was shown first lets any queued one arrive. */
import { act } from '@testing-library/react';
import { loadNotifications } from '../lib/notify.ts';

export async function shownNotifications(): Promise<number> {
  await act(async () => {
    await loadNotifications();
  });
  return document.querySelectorAll('.mantine-Notification-root').length;
}
