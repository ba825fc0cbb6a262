/**
 * A token amount as a figure: at display precision on one line, the exact amount on hover and when copied
 * (decision 40).
 */
import type { ClipboardEvent, CSSProperties, ReactNode } from 'react';
import { useLocale } from '../../hooks/use-locale.ts';
import { formatToken, formatTokenShort } from '../../utils/money.ts';

/** A figure never breaks inside itself: "$42,000,000.00" on two lines reads as two numbers. */
export const NO_WRAP: CSSProperties = { whiteSpace: 'nowrap' };

/** Any other figure (fiat, a percent) kept on one line; text around it may still wrap between figures. */
export function NoWrap({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <span style={NO_WRAP} data-testid={testId}>
      {children}
    </span>
  );
}

/** A copy of a selection within the figure carries the exact amount as a plain decimal, e.g. into an amount field. */
function copyExact(value: string) {
  return (event: ClipboardEvent<HTMLSpanElement>) => {
    const selection = window.getSelection();
    const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
    if (!range || range.collapsed || !event.currentTarget.contains(range.commonAncestorContainer)) return;
    event.clipboardData.setData('text/plain', value);
    event.preventDefault();
  };
}

export function TokenValue({ value, symbol, testId }: { value: string; symbol?: string; testId?: string }) {
  const locale = useLocale();
  const shown = formatTokenShort(value, locale, symbol);
  const full = formatToken(value, locale, symbol);
  if (full === shown) return <NoWrap testId={testId}>{shown}</NoWrap>;
  return (
    <span title={full} style={NO_WRAP} data-testid={testId} onCopy={copyExact(value)}>
      {shown}
    </span>
  );
}
