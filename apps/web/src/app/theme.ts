import { type CSSVariablesResolver, createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 6 under white text falls just short of WCAG AA (4.5:1); 7 clears it.
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  // Placeholders say they stand for content still loading: for assistive technology, and for the e2e checks that
  // wait until nothing is busy. Plain objects, not Skeleton.extend(), so the theme pulls no component into the entry.
  components: {
    Skeleton: { defaultProps: { 'aria-busy': true } },
    Loader: { defaultProps: { 'aria-busy': true } },
  },
});

/** Dimmed text and error text with WCAG AA contrast on either background (Mantine's dark dimmed is 4.03:1). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    // Mantine's dark error (red-8) is 2.7:1 on the dark body; red-5 is 5.6:1.
    '--mantine-color-error': 'var(--mantine-color-red-5)',
  },
});
