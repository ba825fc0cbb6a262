import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '../../../testing/render.tsx';
import PoolRoute from './pool.tsx';

describe('the console pool route', () => {
  it('is a 404 for a name that is no pool, like the server answers (decision 86)', async () => {
    // The providers ask for the brand only; no pool is fetched.
    const calls = stubFetch({});
    await renderWithApp(<PoolRoute />, { url: '/ru/admin/pools/gold', path: '/ru/admin/pools/:pool' });
    expect(screen.getByRole('heading', { name: 'Упс! Что-то пошло не так' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    // The brand's call goes out once its contract module has loaded (decision 101).
    await vi.waitFor(() => expect(calls.map((c) => c.key)).toEqual(['GET /api/v1/brand']));
  });
});
