import { useMutation } from '@tanstack/react-query';
import { ledgerEndpoints, type Withdrawal, type WithdrawBody } from '@yc/contract/ledger';
import { request } from '../../../lib/api-client.ts';

export interface CreateWithdrawalInput {
  body: WithdrawBody;
  /** The same key on a retry of the same request, so the amount is held once. */
  idempotencyKey: string;
}

/** Holds the amount and requests a payout to the linked wallet (202 with the withdrawal). */
export const createWithdrawal = ({ body, idempotencyKey }: CreateWithdrawalInput): Promise<Withdrawal> =>
  request(ledgerEndpoints.withdraw, { body, idempotencyKey });

export const useCreateWithdrawal = () => useMutation({ mutationFn: createWithdrawal });
