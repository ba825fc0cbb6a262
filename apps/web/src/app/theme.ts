import {
  type CSSVariablesResolver,
  colorsTuple,
  createTheme,
  darken,
  lighten,
  luminance,
  type MantineColorsTuple,
  type MantineThemeOverride,
  mergeThemeOverrides,
} from '@mantine/core';

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

/** White text needs a background of at most this relative luminance for WCAG AA (4.5:1). */
const WHITE_TEXT_MAX_LUMINANCE = 0.18;

/**
 * Ten shades around a brand's colour (decision 84): lighter ones first, the colour itself at index 6. Shades 7 to 9 are
 * what filled buttons use under white text in either scheme, so they are darkened until that text stays readable.
 */
export function brandColors(hex: string): MantineColorsTuple {
  const shades = [0.92, 0.8, 0.65, 0.5, 0.35, 0.18].map((amount) => lighten(hex, amount));
  shades.push(hex);
  for (const amount of [0.12, 0.24, 0.36]) {
    let shade = darken(hex, amount);
    while (luminance(shade) > WHITE_TEXT_MAX_LUMINANCE) shade = darken(shade, 0.1);
    shades.push(shade);
  }
  return colorsTuple(shades);
}

/** The app's theme, its primary colour the host brand's when the operator set one. */
export const brandTheme = (primaryColor: string | null): MantineThemeOverride =>
  primaryColor
    ? mergeThemeOverrides(theme, { colors: { brand: brandColors(primaryColor) }, primaryColor: 'brand' })
    : theme;

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
