import { Loader, luminance, Skeleton } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../testing/render.tsx';
import { brandColors, brandTheme, theme } from './theme.ts';

describe('theme', () => {
  it('marks every placeholder as busy, so assistive technology and the e2e checks know content is still loading', async () => {
    const { container } = await renderWithApp(
      <>
        <Skeleton h={20} />
        <Loader />
      </>,
    );
    expect(container.querySelectorAll('[aria-busy="true"]')).toHaveLength(2);
  });
});

describe('brand theme (decision 84)', () => {
  it("keeps the app's theme without a brand colour", () => {
    expect(brandTheme(null)).toBe(theme);
  });

  it('builds ten shades around the colour, the filled ones dark enough for white text even from a light colour', () => {
    for (const hex of ['#2b8a3e', '#ffd43b', '#ffffff']) {
      const shades = brandColors(hex);
      expect(shades).toHaveLength(10);
      expect(shades[6]).toBe(hex);
      for (const shade of shades.slice(7)) expect(luminance(shade)).toBeLessThanOrEqual(0.18);
    }
    expect(brandTheme('#2b8a3e')).toMatchObject({ primaryColor: 'brand' });
  });
});
