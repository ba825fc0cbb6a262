/**
 * /cabinet/pools: the overview of every pool; /cabinet/pools/:name: one pool (stable, coin or dex as the spec
 * names them, and the strategy pool). The page composes the pools feature with the deposit and withdraw
 * features, which know nothing of each other.
 */
import { ALL_POOLS, type AnyPool } from '@yc/contract/constants';
import { useParams } from 'react-router';
import { NotFound } from '../../../components/errors/route-error.tsx';
import { DepositButton } from '../../../features/deposit/components/deposit-button.tsx';
import { useCurrencies } from '../../../features/pools/api/get-currencies.ts';
import { type PoolActionsInput, PoolDetails } from '../../../features/pools/components/pool-details.tsx';
import { PoolsOverview } from '../../../features/pools/components/pools-overview.tsx';
import { poolTitleKey } from '../../../features/pools/utils/pool-names.ts';
import { ConnectWalletButton } from '../../../features/wallet/components/connect-wallet-button.tsx';
import { WithdrawButton } from '../../../features/withdraw/components/withdraw-button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

const isPool = (name: string | undefined): name is AnyPool => (ALL_POOLS as readonly string[]).includes(name ?? '');

function PoolActions({ pool, data, pending, coins }: PoolActionsInput) {
  const { t } = useTranslation(['pools', 'cabinet', 'wallet']);
  const currencies = useCurrencies();
  const title = t(poolTitleKey(pool));
  const shared = {
    pool,
    title,
    data,
    currencies: currencies.data?.items,
    currenciesFailed: currencies.isError,
  };
  return (
    <>
      <DepositButton
        {...shared}
        pending={pending}
        coins={coins}
        connectWallet={<ConnectWalletButton label={t('wallet:connect.button')} size="xs" variant="light" />}
      />
      <WithdrawButton {...shared} />
    </>
  );
}

export default function PoolsRoute() {
  const { name } = useParams();
  if (name === undefined) return <PoolsOverview />;
  if (!isPool(name)) return <NotFound />;
  // Keyed by pool: moving to another pool starts its page afresh (graph range, open dialogs).
  return <PoolDetails key={name} pool={name} actions={(input) => <PoolActions {...input} />} />;
}
