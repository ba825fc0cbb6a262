import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '../app/provider.tsx';
import { ApiError } from './api-client.ts';
import { notifyError, notifySuccess, notifyWarning } from './notify.ts';

const shownAt = (position: string) => document.querySelector<HTMLElement>(`[data-position="${position}"]`);

describe('notifications load on first use', () => {
  it('queues the ones raised before Mantine’s notifications are here, then shows three at the top centre', async () => {
    render(
      <AppProvider>
        <p>page</p>
      </AppProvider>,
    );
    expect(document.querySelector('.mantine-Notification-root')).toBeNull();
    notifyWarning('first');
    notifySuccess('second', 'Done');
    notifyError(new ApiError(409, 'Taken'), 'fallback');
    notifyWarning('fourth');
    expect(await screen.findByText('first')).toBeInTheDocument();
    const top = shownAt('top-center');
    if (!top) throw new Error('no top-center container');
    expect(within(top).getByText('Done')).toBeInTheDocument();
    expect(within(top).getByText('Error')).toBeInTheDocument();
    expect(within(top).getByText('Taken')).toBeInTheDocument();
    // At most three at a time: the fourth waits in Mantine's queue.
    expect(screen.queryByText('fourth')).not.toBeInTheDocument();
    expect(within(top).getAllByRole('button', { name: 'Close' })).toHaveLength(3);
  });

  it('keeps the ones raised while no container is mounted until one is', async () => {
    notifyWarning('while away');
    render(
      <AppProvider>
        <p>page</p>
      </AppProvider>,
    );
    expect(await screen.findByText('while away')).toBeInTheDocument();
  });
});
