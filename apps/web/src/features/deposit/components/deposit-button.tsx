/**
 * Opens the deposit dialog (its code loads on first use). Without pool data the coin list is the fallback ETH
 * entry to 0x0: depositing is disabled and says why (docs/product.md §3).
 */
import { Button, Text } from '@mantine/core';
import { IconArrowDownToArc } from '@tabler/icons-react';
import { type AnyPool, FALLBACK_COIN } from '@yc/contract/constants';
import type { Coin, Currency, PoolData } from '@yc/contract/pools';
import { lazy, type ReactNode, useId } from 'react';
import { DialogButton } from '../../../components/ui/dialog-button.tsx';
import { MUTED } from '../../../components/ui/text-styles.ts';
import { useTranslation } from '../../../lib/i18n.ts';

const loadModal = () => import('./deposit-modal.tsx');
const DepositModal = lazy(loadModal);

export interface DepositButtonProps {
  pool: AnyPool;
  title: string;
  data: PoolData | undefined;
  /** While the pool data loads the button waits, without saying depositing is unavailable. */
  pending: boolean;
  coins: Coin[];
  currencies: Currency[] | undefined;
  currenciesFailed: boolean;
  connectWallet: ReactNode;
}

export const canDeposit = (data: PoolData | undefined, coins: Coin[]): data is PoolData =>
  data !== undefined && coins.some((c) => c.address !== FALLBACK_COIN.address);

export function DepositButton({ data, pending, coins, ...rest }: DepositButtonProps) {
  const { t } = useTranslation(['pools', 'api']);
  const reasonId = useId();
  if (pending) {
    return (
      <Button disabled leftSection={<IconArrowDownToArc size={16} />}>
        {t('deposit.button')}
      </Button>
    );
  }
  if (!canDeposit(data, coins)) {
    return (
      <>
        <Button disabled leftSection={<IconArrowDownToArc size={16} />} aria-describedby={reasonId}>
          {t('deposit.button')}
        </Button>
        <Text size="sm" c={MUTED} id={reasonId} data-testid="deposit-disabled">
          {t('api:deposit.disabled')}
        </Text>
      </>
    );
  }
  return (
    <DialogButton
      leftSection={<IconArrowDownToArc size={16} />}
      preload={loadModal}
      dialog={(state) => <DepositModal {...state} data={data} coins={coins} {...rest} />}
    >
      {t('deposit.button')}
    </DialogButton>
  );
}
