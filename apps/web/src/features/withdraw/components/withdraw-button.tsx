/** Opens the withdrawal dialog (its code loads on first use); it needs the pool's data for the fee. */
import { IconArrowUpFromArc } from '@tabler/icons-react';
import type { AnyPool } from '@yc/contract/constants';
import type { Currency, PoolData } from '@yc/contract/pools';
import { lazy } from 'react';
import { DialogButton } from '../../../components/ui/dialog-button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

const loadModal = () => import('./withdraw-modal.tsx');
const WithdrawModal = lazy(loadModal);

export interface WithdrawButtonProps {
  pool: AnyPool;
  title: string;
  data: PoolData | undefined;
  currencies: Currency[] | undefined;
  currenciesFailed: boolean;
}

export function WithdrawButton({ data, ...rest }: WithdrawButtonProps) {
  const { t } = useTranslation('pools');
  return (
    <DialogButton
      variant="light"
      leftSection={<IconArrowUpFromArc size={16} />}
      disabled={!data}
      preload={loadModal}
      dialog={(state) => data && <WithdrawModal {...state} data={data} {...rest} />}
    >
      {t('withdraw.button')}
    </DialogButton>
  );
}
