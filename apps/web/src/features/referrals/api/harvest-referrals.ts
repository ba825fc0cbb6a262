import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type HarvestResult, referralEndpoints } from '@yc/contract/referrals';
import { useRef } from 'react';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key.ts';
import { request } from '../../../lib/api-client.ts';
import { invalidateMoneyQueries } from '../../../lib/money-queries.ts';
import { referralKeys } from './referral-keys.ts';

export const harvestReferrals = (idempotencyKey: string): Promise<HarvestResult> =>
  request(referralEndpoints.referralHarvest, { idempotencyKey });

/**
 * Claims every referral reward into the balance. A retry after a failure reuses the key, so the server pays
 * once; only a success starts a new key (the next harvest is a new request).
 */
export function useHarvestReferrals() {
  const queryClient = useQueryClient();
  const keyFor = useIdempotencyKey();
  const round = useRef(0);
  return useMutation({
    mutationFn: () => harvestReferrals(keyFor(round.current)),
    onSuccess: () => {
      round.current += 1;
    },
    onSettled: () =>
      Promise.all([invalidateMoneyQueries(queryClient), queryClient.invalidateQueries({ queryKey: referralKeys.all })]),
  });
}
