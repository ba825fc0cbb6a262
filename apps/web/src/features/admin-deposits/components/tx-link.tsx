/** A transaction hash, linked to the network's explorer where it has one. */
import { Anchor, Code } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n.ts';
import { getChainConfigQueryOptions } from '../../../lib/web3/chain-config.ts';
import { explorerTxUrl } from '../utils/explorer.ts';

export function TxLink({ chainId, txHash }: { chainId: number; txHash: string }) {
  const { t } = useTranslation('admin-deposits');
  const config = useQuery(getChainConfigQueryOptions());
  const url = explorerTxUrl(config.data, chainId, txHash);
  const hash = <Code style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>{txHash}</Code>;
  return url ? (
    <Anchor href={url} target="_blank" rel="noreferrer" aria-label={t('explorer', { hash: txHash })}>
      {hash}
    </Anchor>
  ) : (
    hash
  );
}
