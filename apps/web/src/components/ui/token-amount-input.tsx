import { Button, TextInput, type TextInputProps } from '@mantine/core';
import { useLocale } from '../../hooks/use-locale.ts';
import type { TokenAmount } from '../../hooks/use-token-amount.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { formatToken } from '../../utils/money.ts';

export interface TokenAmountInputProps
  extends Omit<TextInputProps, 'value' | 'onChange' | 'onBlur' | 'description' | 'rightSection' | 'rightSectionWidth'> {
  amount: TokenAmount;
  decimals: number;
  /** The most that can be sent, for a "Max" button that fills it in; no button without it. */
  maximum?: { value: string; currency: string } | undefined;
}

/**
 * A token amount typed as a decimal, with the token's decimal places as its hint and, given the most that can be
 * sent, a "Max" button; the first field of its dialog.
 */
export function TokenAmountInput({ amount, decimals, maximum, ...input }: TokenAmountInputProps) {
  const { t } = useTranslation('pools');
  const locale = useLocale();
  return (
    <TextInput
      description={t('amount.hint', { decimals })}
      value={amount.text}
      onChange={(event) => amount.setText(event.currentTarget.value)}
      onBlur={amount.blur}
      inputMode="decimal"
      autoComplete="off"
      required
      data-autofocus
      rightSectionWidth={64}
      rightSection={
        maximum && (
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => {
              amount.setText(maximum.value);
              amount.touch();
            }}
            disabled={input.disabled}
            aria-label={t('amount.maxLabel', { amount: formatToken(maximum.value, locale, maximum.currency) })}
          >
            {t('amount.max')}
          </Button>
        )
      }
      {...input}
    />
  );
}
