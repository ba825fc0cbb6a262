import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TokenAmount } from '../../hooks/use-token-amount.ts';

export interface TokenAmountInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'onBlur' | 'description'> {
  amount: TokenAmount;
  decimals: number;
}

/** A token amount typed as a decimal, with the token's decimal places as its hint; the first field of its dialog. */
export function TokenAmountInput({ amount, decimals, ...input }: TokenAmountInputProps) {
  const { t } = useTranslation('pools');
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
      {...input}
    />
  );
}
