/** The deposit dialog: the form, then the report of the sent transaction and its progress. */
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { AnyPool } from '@yc/contract/constants';
import type { Coin, Currency, PoolData } from '@yc/contract/pools';
import type { ReactNode } from 'react';
import type { DialogState } from '../../../components/ui/dialog-button.tsx';
import { FullAddress } from '../../../components/ui/full-address.tsx';
import { LoadPending } from '../../../components/ui/load-pending.tsx';
import { MoneyDialog } from '../../../components/ui/money-dialog.tsx';
import { ALERT_STYLES } from '../../../components/ui/text-styles.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDepositFlow } from '../hooks/use-deposit-flow.ts';
import { DepositForm } from './deposit-form.tsx';
import { DepositProgress } from './deposit-progress.tsx';

export interface DepositModalProps extends DialogState {
  pool: AnyPool;
  title: string;
  data: PoolData;
  coins: Coin[];
  /** From GET /currencies: the token decimals; undefined while loading. */
  currencies: Currency[] | undefined;
  currenciesFailed: boolean;
  connectWallet: ReactNode;
}

function DepositFlow({ pool, data, coins, currencies, currenciesFailed, connectWallet, onClose }: DepositModalProps) {
  const { t } = useTranslation(['pools', 'api']);
  const { stage, start, retry } = useDepositFlow();

  if (stage.step === 'tracking') {
    return (
      <Stack gap="md">
        <DepositProgress reported={stage.claim} />
        <Button variant="default" onClick={onClose}>
          {t('modal.close')}
        </Button>
      </Stack>
    );
  }
  if (stage.step === 'reporting' || stage.step === 'reportFailed') {
    return (
      <Stack gap="md">
        <Text fw={600}>{t('deposit.progress.sent')}</Text>
        <FullAddress testId="deposit-tx">{stage.body.transaction}</FullAddress>
        {stage.step === 'reporting' ? (
          <Text role="status">{t('deposit.reporting')}</Text>
        ) : (
          <Alert styles={ALERT_STYLES} color="yellow" variant="light" title={t('deposit.reportFailed')}>
            <Button mt="sm" size="xs" onClick={retry}>
              {t('deposit.reportAgain')}
            </Button>
          </Alert>
        )}
      </Stack>
    );
  }
  if (currenciesFailed || !currencies) return <LoadPending failed={currenciesFailed} />;
  return (
    <DepositForm
      data={data}
      coins={coins}
      currencies={currencies}
      connectWallet={connectWallet}
      busy={stage.step === 'paying'}
      onSubmit={(coin, amount) => void start({ pool, chainId: data.chainId, coin, amount })}
    />
  );
}

export default function DepositModal(props: DepositModalProps) {
  const { t } = useTranslation('pools');
  return (
    <MoneyDialog {...props} title={t('deposit.title', { pool: props.title })}>
      <DepositFlow {...props} />
    </MoneyDialog>
  );
}
