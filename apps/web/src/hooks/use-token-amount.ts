import { useState } from 'react';
import { useTranslation } from '../lib/i18n.ts';
import { type ParsedAmount, parseTokenAmount } from '../utils/token-amount.ts';

export interface TokenAmount {
  /** The text as typed. */
  text: string;
  touched: boolean;
  setText: (text: string) => void;
  /** Shows the amount's problem from now on: on submit, or once set for the user. */
  touch: () => void;
  /** Leaving the field shows its problem, unless nothing was typed yet. */
  blur: () => void;
  /** The amount in the token's base units, and its problem as the field shows it (none until touched). */
  check: (decimals: number, currency: string) => { parsed: ParsedAmount; error: string | undefined };
}

/**
 * The amount field of a money form, in token units. The token's decimals come with `check` rather than here: a
 * form learns them after its hooks run, and says so when they are unknown.
 */
export function useTokenAmount(): TokenAmount {
  const { t } = useTranslation(['pools', 'api']);
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  return {
    text,
    touched,
    setText,
    touch: () => setTouched(true),
    blur: () => setTouched(text !== '' || touched),
    check: (decimals, currency) => {
      const parsed = parseTokenAmount(text, decimals);
      const error =
        !touched || parsed.ok
          ? undefined
          : parsed.problem === 'decimals'
            ? t('amount.tooManyDecimals', { decimals, currency })
            : t('api:validation.amount');
      return { parsed, error };
    },
  };
}
