import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../testing/render.tsx';
import { RouteErrorBoundary } from './route-error.tsx';

let failure: Error;

function Broken(): never {
  throw failure;
}

/** The app's pages as AppRoutes wraps them: /broken fails to render, any other path shows its name. */
function Pages() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      {pathname === '/broken' ? <Broken /> : <p>{pathname}</p>}
    </RouteErrorBoundary>
  );
}

describe('a page that fails', () => {
  const reload = vi.fn();

  beforeEach(() => {
    // React reports the error it caught; the test expects it.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
  });

  afterEach(() => {
    sessionStorage.clear();
    reload.mockReset();
    vi.restoreAllMocks();
  });

  it('shows the error page, 500, until the visitor moves on', async () => {
    failure = new Error('a page bug');
    const { user } = await renderWithApp(<Pages />, { url: '/broken', path: '*' });
    expect(await screen.findByRole('heading', { name: 'Oops! Something goes wrong' })).toBeInTheDocument();
    expect(screen.getByText('500')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the dashboard' }));
    expect(await screen.findByText('/cabinet/dashboard')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page, once, when its code fails to load', async () => {
    failure = new TypeError('Failed to fetch dynamically imported module: /assets/home.js');
    await renderWithApp(<Pages />, { url: '/broken', path: '*' });
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
