/**
 * Secondary text that keeps WCAG AA contrast in both schemes: Mantine's dark "dimmed" (dark.2 on the dark.7 body)
 * is 4.0:1. Browsers resolve light-dark() by the color-scheme Mantine sets on the page.
 */
export const MUTED = 'light-dark(var(--mantine-color-gray-7), var(--mantine-color-dark-1))';

/**
 * DataList labels in the muted colour, and long values (addresses, links) wrapping instead of overflowing. A figure
 * (nowrap, decision 40) keeps its width: the value is not shrunk below what it cannot wrap, so the label wraps.
 */
export const DATA_LIST_STYLES = {
  itemLabel: { color: MUTED },
  itemValue: { overflowWrap: 'anywhere' },
} as const;

/**
 * A light badge's text in the page's text colour: the light variant's own coloured text on its tint is below 4.5:1
 * for teal, green, orange and yellow (WCAG AA), in the light theme.
 */
export const READABLE_BADGE = { label: { color: 'var(--mantine-color-text)' } } as const;

/** Alert titles in the text colour: the light variant's yellow or red title on its tint is below 4.5:1. */
export const ALERT_STYLES = { title: { color: 'var(--mantine-color-text)' } } as const;
