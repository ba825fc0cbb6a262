import { useMutation } from '@tanstack/react-query';
import { type DepositBody, type DepositClaim, ledgerEndpoints } from '@yc/contract/ledger';
import { request } from '../../../lib/api-client.ts';

export interface CreateDepositInput {
  body: DepositBody;
  /** The same key on a retry of the same report, so the claim is recorded once. */
  idempotencyKey: string;
}

/** Reports a sent transaction; the server answers a pending claim (202) and credits it once the chain confirms. */
export const createDeposit = ({ body, idempotencyKey }: CreateDepositInput): Promise<DepositClaim> =>
  request(ledgerEndpoints.deposit, { body, idempotencyKey });

export const useCreateDeposit = () => useMutation({ mutationFn: createDeposit });
