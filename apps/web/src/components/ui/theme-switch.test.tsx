import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../testing/render.tsx';
import { ThemeSwitch } from './theme-switch.tsx';

const stored = () => localStorage.getItem('yc:color-scheme');

describe('theme switch', () => {
  afterEach(() => localStorage.removeItem('yc:color-scheme'));

  it('offers system, light and dark, and goes back to system once another was chosen', async () => {
    const { user } = await renderWithApp(<ThemeSwitch />);
    const group = screen.getByRole('radiogroup', { name: 'Theme' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    await waitFor(() => expect(stored()).toBe('dark'));
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Light' }));
    await waitFor(() => expect(stored()).toBe('light'));

    await user.click(screen.getByRole('radio', { name: 'System' }));
    await waitFor(() => expect(stored()).toBe('auto'));
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
  });

  it('names the choices in Russian', async () => {
    await renderWithApp(<ThemeSwitch />, { url: '/ru' });
    expect(screen.getByRole('radiogroup', { name: 'Тема' })).toBeInTheDocument();
    for (const name of ['Системная', 'Светлая', 'Тёмная'])
      expect(screen.getByRole('radio', { name })).toBeInTheDocument();
  });
});
