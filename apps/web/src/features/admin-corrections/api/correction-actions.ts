/** Propose, approve, reject and cancel: each answers the correction, and every list of the feature is read again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCorrectionsEndpoints, type Correction, type ProposeCorrectionBody } from '@yc/contract/admin-corrections';
import { request } from '../../../lib/api-client.ts';
import { CORRECTIONS_KEY } from './get-corrections.ts';

export const proposeCorrection = (body: ProposeCorrectionBody): Promise<Correction> =>
  request(adminCorrectionsEndpoints.proposeCorrection, { body });

export const approveCorrection = (id: string): Promise<Correction> =>
  request(adminCorrectionsEndpoints.approveCorrection, { params: { id } });

export const rejectCorrection = (id: string, note: string): Promise<Correction> =>
  request(adminCorrectionsEndpoints.rejectCorrection, { params: { id }, body: { note } });

export const cancelCorrection = (id: string): Promise<Correction> =>
  request(adminCorrectionsEndpoints.cancelCorrection, { params: { id } });

/** Wraps an action so that, whatever its outcome, the lists show the corrections as the server has them now. */
function useRefreshing<A extends unknown[]>(action: (...args: A) => Promise<Correction>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => action(...args),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CORRECTIONS_KEY }),
  });
}

export const useProposeCorrection = () => useRefreshing(proposeCorrection);
export const useApproveCorrection = () => useRefreshing(approveCorrection);
export const useRejectCorrection = () => useRefreshing(rejectCorrection);
export const useCancelCorrection = () => useRefreshing(cancelCorrection);
