/**
 * A deposit from the wallet to a pool: pay through the wallet facade, then report the transaction with an
 * Idempotency-Key. Once paid, the payment is never asked again: a failed report is retried with the same
 * transaction and the same key, so the claim is recorded once.
 */
import type { AnyPool } from '@yc/contract/constants';
import type { DepositBody, DepositClaim } from '@yc/contract/ledger';
import type { Coin } from '@yc/contract/pools';
import { useState } from 'react';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key.ts';
import { notifyWarning } from '../../../lib/notify.ts';
import { useSend } from '../../../lib/web3/index.ts';
import { useCreateDeposit } from '../api/create-deposit.ts';

export type DepositStage =
  | { step: 'form' }
  | { step: 'paying' }
  | { step: 'reporting'; body: DepositBody }
  | { step: 'reportFailed'; body: DepositBody }
  | { step: 'tracking'; claim: DepositClaim };

export interface DepositRequest {
  pool: AnyPool;
  chainId: number;
  coin: Coin;
  amount: string;
}

export function useDepositFlow() {
  const send = useSend();
  const create = useCreateDeposit();
  const keyFor = useIdempotencyKey();
  const [stage, setStage] = useState<DepositStage>({ step: 'form' });

  const report = (body: DepositBody) => {
    setStage({ step: 'reporting', body });
    create.mutate(
      { body, idempotencyKey: keyFor(body) },
      {
        onSuccess: (claim) => setStage({ step: 'tracking', claim }),
        // docs/product.md §8: a warning with the server's message, else the error's own.
        onError: (error) => {
          notifyWarning(error.message);
          setStage({ step: 'reportFailed', body });
        },
      },
    );
  };

  const start = async ({ pool, chainId, coin, amount }: DepositRequest) => {
    setStage({ step: 'paying' });
    let transaction: string;
    try {
      transaction = await send.mutateAsync({ chainId, to: coin.address, currency: coin.label, amount });
    } catch {
      // useSend has shown why; the form stays as it was.
      setStage({ step: 'form' });
      return;
    }
    report({ pool, amount, currency: coin.label, transaction, chainId });
  };

  const retry = () => {
    if (stage.step === 'reportFailed') report(stage.body);
  };

  return { stage, start, retry };
}
