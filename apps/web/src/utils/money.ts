/**
 * Money on screen (docs/product.md §9): fiat in US dollars by default, percent values from the API divided by 100, token
 * amounts to the last digit in statements and at display precision in figures. Every input is the API's decimal
 * string; Intl formats decimal strings exactly (ECMA-402 NumberFormat v3), so no value ever passes through a JS
 * number.
 */
import type { LocaleCode } from '@yc/contract/constants';
import { compareDecimal } from './decimal.ts';

const ISO: Record<LocaleCode, string> = { en: 'en-US', ru: 'ru-RU' };
const cache = new Map<string, Intl.NumberFormat>();

function formatter(locale: LocaleCode, key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const id = `${locale}|${key}`;
  let f = cache.get(id);
  if (!f) {
    f = new Intl.NumberFormat(ISO[locale], options);
    cache.set(id, f);
  }
  return f;
}

/** Intl's typings predate v3, which takes a decimal string and keeps every digit. */
const exact = (f: Intl.NumberFormat, value: string) => f.format(value as unknown as number);

/** Moves the decimal point of a non-negative decimal string `places` digits to the left (÷ 10^places). */
export function shiftLeft(value: string, places: number): string {
  const negative = value.startsWith('-');
  const [int = '0', frac = ''] = (negative ? value.slice(1) : value).split('.');
  const digits = int.padStart(places + 1, '0');
  const head = digits.slice(0, digits.length - places).replace(/^0+(?=\d)/, '');
  const tail = `${digits.slice(digits.length - places)}${frac}`.replace(/0+$/, '');
  return `${negative ? '-' : ''}${head}${tail ? `.${tail}` : ''}`;
}

/** "1234.5" → "$1,234.50" (en) or "1 234,50 $" (ru); two decimals, rounded half away from zero. */
export function formatFiat(value: string, locale: LocaleCode, fiat = 'usd'): string {
  const code = fiat.toUpperCase();
  return exact(formatter(locale, `fiat:${code}`, { style: 'currency', currency: code }), value);
}

/**
 * A unit price: "0.125" → "$0.125", "1.0234" → "$1.0234". Two decimals at least and up to six, so a token under a
 * dollar, or a pool share that grows by a fraction of a cent a day, is not rounded out of sight.
 */
export function formatPrice(value: string, locale: LocaleCode, fiat = 'usd'): string {
  const code = fiat.toUpperCase();
  const options = { style: 'currency', currency: code, minimumFractionDigits: 2, maximumFractionDigits: 6 } as const;
  return exact(formatter(locale, `price:${code}`, options), value);
}

/** The API's "12.5" (percent) → "12.5%": divided by 100 for display (docs/product.md §9), up to four decimals. */
export function formatPercent(value: string, locale: LocaleCode): string {
  return exact(formatter(locale, 'percent', { style: 'percent', maximumFractionDigits: 4 }), shiftLeft(value, 2));
}

/**
 * Token units with every digit kept: "1234.000000000000000001" → "1,234.000000000000000001 ETH". Intl groups the
 * integer part; the fraction is appended as written, since tokens carry more decimals than Intl allows (20).
 */
export function formatToken(value: string, locale: LocaleCode, symbol?: string): string {
  const [int = '0', frac = ''] = value.split('.');
  const f = formatter(locale, 'token', { maximumFractionDigits: 1 });
  const separator = f.formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  const digits = frac.replace(/0+$/, '');
  const text = `${exact(f, int)}${digits ? `${separator}${digits}` : ''}`;
  return symbol ? `${text} ${symbol}` : text;
}

/** Below this a non-zero amount reads "< 0.000001": its digits would not fit a figure. */
const SMALLEST_SHOWN = '0.000001';
/** From a billion on, an amount reads "1.23B" (ru "1,23 млрд"); past the named units (10^15), "1.23E18". */
const COMPACT_FROM = 10n ** 9n;
const SCIENTIFIC_FROM = 10n ** 15n;
/** Two decimals, or four significant digits where that shows more; cut toward zero. */
const SHORT = {
  maximumFractionDigits: 2,
  maximumSignificantDigits: 4,
  roundingPriority: 'morePrecision',
  roundingMode: 'trunc',
} as const;

/**
 * A token amount at display precision, for figures and balances (decision 40): two decimals, or four significant
 * digits where that shows more ("0.06172"), cut toward zero so a balance is never overstated; shorter notations
 * from a billion. The exact amount goes beside it (formatToken), e.g. in a title.
 */
export function formatTokenShort(value: string, locale: LocaleCode, symbol?: string): string {
  const negative = value.startsWith('-');
  const magnitude = negative ? value.slice(1) : value;
  const whole = BigInt(magnitude.split('.')[0] || '0');
  let text: string;
  if (whole >= COMPACT_FROM) {
    const notation = whole >= SCIENTIFIC_FROM ? 'scientific' : 'compact';
    const options = { notation, maximumFractionDigits: 2, roundingMode: 'trunc' } as const;
    text = exact(formatter(locale, `token:${notation}`, options), value);
  } else if (/[1-9]/.test(magnitude) && compareDecimal(magnitude, SMALLEST_SHOWN) < 0) {
    const bound = exact(formatter(locale, 'token:short', SHORT), negative ? `-${SMALLEST_SHOWN}` : SMALLEST_SHOWN);
    text = `${negative ? '>' : '<'}\u00a0${bound}`;
  } else {
    text = exact(formatter(locale, 'token:short', SHORT), value);
  }
  return symbol ? `${text} ${symbol}` : text;
}
