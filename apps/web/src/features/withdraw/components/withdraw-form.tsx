/**
 * What will be withdrawn: currency (those held in the pool), amount in token units with a "max" from the
 * position, the withdrawal fee and the net amount (exact), and the destination: the linked wallet, in full.
 */
import '@mantine/core/styles/DataList.css';
import { Alert, Button, DataList, NativeSelect, Stack } from '@mantine/core';
import type { PoolData } from '@yc/contract/pools';
import { type FormEvent, useState } from 'react';
import { FullAddress } from '../../../components/ui/full-address.tsx';
import { SummaryRow } from '../../../components/ui/summary-row.tsx';
import { ALERT_STYLES, DATA_LIST_STYLES } from '../../../components/ui/text-styles.ts';
import { TokenAmountInput } from '../../../components/ui/token-amount-input.tsx';
import { NoWrap } from '../../../components/ui/token-value.tsx';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useNetworkName } from '../../../hooks/use-network-name.ts';
import { useTokenAmount } from '../../../hooks/use-token-amount.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatPercent, formatToken } from '../../../utils/money.ts';
import { parseTokenAmount, splitFee } from '../../../utils/token-amount.ts';
import type { WithdrawCurrency } from '../utils/withdraw-currencies.ts';

export interface WithdrawFormProps {
  data: PoolData;
  options: WithdrawCurrency[];
  decimalsOf: (label: string) => number | undefined;
  destination: string;
  busy: boolean;
  /** The last request failed in a way another try may mend: the button says it will be tried again. */
  failed: boolean;
  /** The server's refusal of the last request, which the same request would meet again. */
  refusal: string | undefined;
  onSubmit: (currency: WithdrawCurrency['label'], amount: string) => void;
}

/** Whether `units` is more than the amount available (token units). */
const exceeds = (units: bigint, available: string, decimals: number) => {
  const max = parseTokenAmount(available, decimals);
  return max.ok ? units > max.units : false;
};

export function WithdrawForm({
  data,
  options,
  decimalsOf,
  destination,
  busy,
  failed,
  refusal,
  onSubmit,
}: WithdrawFormProps) {
  const { t } = useTranslation(['pools', 'api']);
  const locale = useLocale();
  const network = useNetworkName(data.chainId);
  const [label, setLabel] = useState(options[0]?.label);
  const amount = useTokenAmount();

  const option = options.find((o) => o.label === label) ?? options[0];
  const decimals = option ? decimalsOf(option.label) : undefined;
  if (!option || decimals === undefined) {
    return (
      <Alert color="yellow" styles={ALERT_STYLES}>
        {t('load.unavailable')}
      </Alert>
    );
  }

  const { parsed, error: invalid } = amount.check(decimals, option.label);
  const over = parsed.ok && exceeds(parsed.units, option.available, decimals);
  const split = parsed.ok ? splitFee(parsed.units, data.withdrawalFee, decimals) : null;
  const error = invalid ?? (amount.touched && over ? t('api:withdraw.insufficient') : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    amount.touch();
    if (parsed.ok && !over) onSubmit(option.label, amount.text.trim());
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <NativeSelect
          label={t('withdraw.currency')}
          value={option.label}
          onChange={(event) => setLabel(event.currentTarget.value as WithdrawCurrency['label'])}
          data={options.map((o) => ({
            value: o.label,
            label: t('withdraw.currencyOption', { currency: o.label, available: formatToken(o.available, locale) }),
          }))}
          disabled={busy}
        />
        <TokenAmountInput
          amount={amount}
          decimals={decimals}
          label={t('withdraw.amount', { currency: option.label })}
          error={error}
          disabled={busy}
          maximum={{ value: option.available, currency: option.label }}
        />
        <DataList styles={DATA_LIST_STYLES} labelWidth="9rem" data-testid="withdraw-summary">
          <SummaryRow label={t('withdraw.fee', { percent: formatPercent(data.withdrawalFee, locale) })}>
            <NoWrap testId="withdraw-fee">{split ? formatToken(split.fee, locale, option.label) : '—'}</NoWrap>
          </SummaryRow>
          <SummaryRow label={t('withdraw.net')}>
            <NoWrap testId="withdraw-net">{split ? formatToken(split.net, locale, option.label) : '—'}</NoWrap>
          </SummaryRow>
          <SummaryRow label={t('fields.network')}>{network}</SummaryRow>
          <SummaryRow label={t('withdraw.destination')}>
            <FullAddress testId="withdraw-destination">{destination}</FullAddress>
          </SummaryRow>
        </DataList>
        {refusal && (
          <Alert styles={ALERT_STYLES} color="red" variant="light" data-testid="withdraw-refused">
            {refusal}
          </Alert>
        )}
        <Button type="submit" loading={busy}>
          {failed ? t('withdraw.retry') : t('withdraw.submit')}
        </Button>
      </Stack>
    </form>
  );
}
