import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setConnectionLost } from '../../lib/connection.ts';
import { renderWithApp } from '../../testing/render.tsx';

describe('connection notice', () => {
  afterEach(() => setConnectionLost(false));

  it('shows while the connection is lost, in the page language, and goes when it is back', async () => {
    await renderWithApp(<p>page</p>, { url: '/ru' });
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => setConnectionLost(true));
    expect(screen.getByRole('alert')).toHaveTextContent('Нет связи с сервером. Переподключаемся…');
    // Non-blocking: the page stays usable under it.
    expect(screen.getByText('page')).toBeVisible();
    act(() => setConnectionLost(false));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
