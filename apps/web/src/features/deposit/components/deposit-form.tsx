/**
 * What will be sent and credited, before anything is sent: currency (with its fiat rate), amount in token units
 * (with the connected wallet's balance and a "Max" that leaves the native coin's gas), the deposit fee and the
 * amount credited (exact, as the server computes them), the full deposit address and the network.
 */
import '@mantine/core/styles/DataList.css';
import { Alert, Button, DataList, NativeSelect, Stack, Text } from '@mantine/core';
import { toBaseUnits } from '@yc/contract/amounts';
import type { Coin, Currency, PoolData } from '@yc/contract/pools';
import { type FormEvent, type ReactNode, useState } from 'react';
import { FullAddress } from '../../../components/ui/full-address.tsx';
import { SummaryRow } from '../../../components/ui/summary-row.tsx';
import { ALERT_STYLES, DATA_LIST_STYLES, MUTED } from '../../../components/ui/text-styles.ts';
import { TokenAmountInput } from '../../../components/ui/token-amount-input.tsx';
import { NoWrap, TokenValue } from '../../../components/ui/token-value.tsx';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useNetworkName } from '../../../hooks/use-network-name.ts';
import { useTokenAmount } from '../../../hooks/use-token-amount.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSendable, useWallet } from '../../../lib/web3/index.ts';
import { formatFiat, formatPercent, formatToken } from '../../../utils/money.ts';
import { splitFee } from '../../../utils/token-amount.ts';

export interface DepositFormProps {
  data: PoolData;
  coins: Coin[];
  currencies: Currency[];
  /** Offered when no wallet is connected. */
  connectWallet: ReactNode;
  busy: boolean;
  onSubmit: (coin: Coin, amount: string) => void;
}

export function DepositForm({ data, coins, currencies, connectWallet, busy, onSubmit }: DepositFormProps) {
  const { t } = useTranslation(['pools', 'api']);
  const locale = useLocale();
  const wallet = useWallet();
  const network = useNetworkName(data.chainId);
  const [label, setLabel] = useState(coins[0]?.label ?? '');
  const amount = useTokenAmount();

  const coin = coins.find((c) => c.label === label) ?? coins[0];
  const decimals = currencies.find((c) => c.label === coin?.label)?.decimals;
  const sendable = useSendable({ chainId: data.chainId, to: coin?.address ?? '', currency: coin?.label ?? '' });
  // Closed by the operator: nothing may be sent (decision 79).
  if (!data.depositsOpen) {
    return (
      <Alert styles={ALERT_STYLES} color="orange" variant="light" data-testid="deposit-closed">
        {t('api:deposit.poolClosed')}
      </Alert>
    );
  }
  if (!coin || decimals === undefined) {
    return (
      <Alert styles={ALERT_STYLES} color="yellow">
        {t('api:deposit.disabled')}
      </Alert>
    );
  }

  const checked = amount.check(decimals, coin.label);
  const { parsed } = checked;
  // The pool's minimum in this currency at its usd price, as the server checks the report (unknown: unchecked).
  const minimum = data.minDeposit[coin.label];
  const minimumText =
    minimum !== undefined
      ? t('api:deposit.belowMinimum', { amount: minimum, currency: coin.label, usd: data.minDepositUsd })
      : undefined;
  const belowMinimum = parsed.ok && minimum !== undefined && parsed.units < toBaseUnits(minimum, decimals);
  const error = checked.error ?? (amount.touched && belowMinimum ? minimumText : undefined);
  const split = parsed.ok ? splitFee(parsed.units, data.depositFee, decimals) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    amount.touch();
    if (parsed.ok && !belowMinimum) onSubmit(coin, amount.text.trim());
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <NativeSelect
          label={t('deposit.currency')}
          value={coin.label}
          onChange={(event) => setLabel(event.currentTarget.value as Coin['label'])}
          data={coins.map((c) => ({
            value: c.label,
            label: t('deposit.currencyOption', { currency: c.label, rate: formatFiat(c.toFiat, locale, data.fiat) }),
          }))}
          disabled={busy}
        />
        <TokenAmountInput
          amount={amount}
          decimals={decimals}
          label={t('deposit.amount', { currency: coin.label })}
          error={error}
          disabled={busy}
          maximum={sendable && /[1-9]/.test(sendable.max) ? { value: sendable.max, currency: coin.label } : undefined}
        />
        {minimumText && !error && (
          <Text size="sm" c={MUTED} data-testid="deposit-minimum">
            {minimumText}
          </Text>
        )}
        {sendable && (
          <Text size="sm" c={MUTED} data-testid="deposit-wallet-balance">
            {t('deposit.walletBalance')} <TokenValue value={sendable.balance} symbol={coin.label} />
          </Text>
        )}
        <DataList styles={DATA_LIST_STYLES} labelWidth="9rem" data-testid="deposit-summary">
          <SummaryRow label={t('deposit.fee', { percent: formatPercent(data.depositFee, locale) })}>
            <NoWrap testId="deposit-fee">{split ? formatToken(split.fee, locale, coin.label) : '—'}</NoWrap>
          </SummaryRow>
          <SummaryRow label={t('deposit.credited')}>
            <NoWrap testId="deposit-net">{split ? formatToken(split.net, locale, coin.label) : '—'}</NoWrap>
          </SummaryRow>
          <SummaryRow label={t('fields.network')}>
            <span data-testid="deposit-network">{network}</span>
          </SummaryRow>
          <SummaryRow label={t('deposit.address', { currency: coin.label })}>
            <FullAddress testId="deposit-address">{coin.address}</FullAddress>
          </SummaryRow>
        </DataList>
        <Text size="sm" c={MUTED}>
          {t('deposit.check')}
        </Text>
        {!wallet.account && (
          <Alert styles={ALERT_STYLES} color="blue" variant="light" title={t('deposit.noWallet')}>
            {connectWallet}
          </Alert>
        )}
        <Button type="submit" loading={busy}>
          {t('deposit.send')}
        </Button>
      </Stack>
    </form>
  );
}
