/**
 * The currency input mask of docs/product.md §5: prefix '$ ', precision 1, min 0, no negatives. Typed text is reduced to
 * digits and one decimal separator ('.' or ','), with at most one fraction digit; a minus sign is dropped, so
 * typing '-' changes nothing. Mantine's NumberInput does this too, but brings react-number-format (~8 KB gzip)
 * into a route that has no room for it.
 */

export const FIAT_PREFIX = '$ ';
/** Twelve integer digits: up to $999,999,999,999.9, more than any deposit and still readable. */
const MAX_INTEGER_DIGITS = 12;

/** Text as typed → the amount as a plain decimal string ('' when nothing is entered). */
export function parseFiatInput(text: string): string {
  const body = text.startsWith(FIAT_PREFIX) ? text.slice(FIAT_PREFIX.length) : text;
  const cleaned = body.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const [int = '', ...rest] = cleaned.split('.');
  const integer = int.replace(/^0+(?=\d)/, '').slice(0, MAX_INTEGER_DIGITS);
  if (rest.length === 0) return integer;
  return `${integer || '0'}.${rest.join('').slice(0, 1)}`;
}

/** The amount as shown in the input: the prefix, then the digits as entered ('' shows the placeholder). */
export const formatFiatInput = (amount: string): string => (amount === '' ? '' : `${FIAT_PREFIX}${amount}`);
