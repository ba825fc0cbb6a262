/**
 * The withdrawal dialog: the form (or, while the operator pauses the pool's withdrawals, their message; without a
 * linked wallet, where to link one; with nothing in the pool, that there is nothing to withdraw), then the request
 * with an Idempotency-Key and its progress. A failed request shows the server's message; one that may succeed when
 * sent again offers to (reusing the key, so the amount is held once), a refusal of the request itself does not.
 */
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { AnyPool, DepositCurrency } from '@yc/contract/constants';
import type { Withdrawal } from '@yc/contract/ledger';
import type { Currency, PoolData } from '@yc/contract/pools';
import { useState } from 'react';
import type { DialogState } from '../../../components/ui/dialog-button.tsx';
import { LoadPending } from '../../../components/ui/load-pending.tsx';
import { LocalizedLink } from '../../../components/ui/localized-link.tsx';
import { MoneyDialog } from '../../../components/ui/money-dialog.tsx';
import { ALERT_STYLES } from '../../../components/ui/text-styles.ts';
import { paths } from '../../../config/paths.ts';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key.ts';
import { mayRetry } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { invalidateMoneyQueries } from '../../../lib/money-queries.ts';
import { notifySuccess, notifyWarning } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { useCreateWithdrawal } from '../api/create-withdrawal.ts';
import { usePoolBalance } from '../api/get-pool-balance.ts';
import { withdrawCurrenciesOf } from '../utils/withdraw-currencies.ts';
import { WithdrawForm } from './withdraw-form.tsx';
import { WithdrawProgress } from './withdraw-progress.tsx';

export interface WithdrawModalProps extends DialogState {
  pool: AnyPool;
  title: string;
  data: PoolData;
  currencies: Currency[] | undefined;
  currenciesFailed: boolean;
}

function NoWallet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['pools', 'api']);
  return (
    <Alert
      styles={ALERT_STYLES}
      color="yellow"
      variant="light"
      title={t('api:withdraw.noWallet')}
      data-testid="withdraw-no-wallet"
    >
      {t('withdraw.linkHint')}{' '}
      <Anchor component={LocalizedLink} to={paths.cabinet.settings} onClick={onClose}>
        {t('withdraw.toSettings')}
      </Anchor>
    </Alert>
  );
}

function WithdrawFlow({ pool, data, currencies, currenciesFailed, onClose }: WithdrawModalProps) {
  const { t } = useTranslation(['pools', 'api', 'common']);
  const session = useSession();
  const destination = session.status === 'authenticated' ? session.user.metaMaskAddress : null;
  const balance = usePoolBalance(pool);
  const create = useCreateWithdrawal();
  const keyFor = useIdempotencyKey();
  const queryClient = useQueryClient();
  const [requested, setRequested] = useState<Withdrawal | null>(null);

  // The operator paused this pool's withdrawals: their message instead of the form (decision 79).
  if (data.withdrawalsPaused !== null && !requested) {
    return (
      <Alert styles={ALERT_STYLES} color="orange" variant="light" data-testid="withdraw-paused">
        {t('api:withdraw.paused', { message: data.withdrawalsPaused })}
      </Alert>
    );
  }
  if (!destination) return <NoWallet onClose={onClose} />;
  if (requested) {
    return (
      <Stack gap="md">
        <WithdrawProgress requested={requested} />
        <Button variant="default" onClick={onClose}>
          {t('modal.close')}
        </Button>
      </Stack>
    );
  }
  if (currenciesFailed || balance.isError || !currencies || !balance.data) {
    return <LoadPending failed={currenciesFailed || balance.isError} />;
  }
  const options = withdrawCurrenciesOf(balance.data);
  if (!options.length) {
    return (
      <Alert styles={ALERT_STYLES} color="blue" variant="light" data-testid="withdraw-nothing">
        {t('api:pools.notReplenished')}
      </Alert>
    );
  }

  const submit = (currency: DepositCurrency, amount: string) => {
    const body = { pool, amount, currency };
    create.mutate(
      { body, idempotencyKey: keyFor(body) },
      {
        onSuccess: (withdrawal) => {
          notifySuccess(t('api:withdraw.requested'));
          void invalidateMoneyQueries(queryClient);
          setRequested(withdrawal);
        },
        // The server's words, e.g. 'The amount is more than your available balance in this pool'.
        onError: (error) => notifyWarning(error.message),
      },
    );
  };

  return (
    <WithdrawForm
      data={data}
      options={options}
      decimalsOf={(label) => currencies.find((c) => c.label === label)?.decimals}
      destination={destination}
      busy={create.isPending}
      failed={create.isError && mayRetry(create.error)}
      refusal={create.isError && !mayRetry(create.error) ? create.error.message : undefined}
      onSubmit={submit}
    />
  );
}

export default function WithdrawModal(props: WithdrawModalProps) {
  const { t } = useTranslation('pools');
  return (
    <MoneyDialog {...props} title={t('withdraw.title', { pool: props.title })}>
      <WithdrawFlow {...props} />
    </MoneyDialog>
  );
}
