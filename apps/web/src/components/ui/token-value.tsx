/** A token amount as a figure: at display precision on one line, the exact amount on hover (decision 40). */
import type { CSSProperties, ReactNode } from 'react';
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

export function TokenValue({ value, symbol, testId }: { value: string; symbol?: string; testId?: string }) {
  const locale = useLocale();
  const shown = formatTokenShort(value, locale, symbol);
  const full = formatToken(value, locale, symbol);
  return (
    <span title={full === shown ? undefined : full} style={NO_WRAP} data-testid={testId}>
      {shown}
    </span>
  );
}
