/** Assigning a transfer that matched nobody: the verified preview first, then the credit (fresh TOTP). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AssignDepositBody, adminDepositsEndpoints, type DepositAssignment } from '@yc/contract/admin-deposits';
import { adminSecurityEndpoints } from '@yc/contract/admin-security';
import { request } from '../../../lib/api-client.ts';
import { DEPOSITS_QUERY_ROOT } from './get-deposit-lists.ts';

export const previewAssignment = (body: AssignDepositBody): Promise<DepositAssignment> =>
  request(adminDepositsEndpoints.adminAssignDepositPreview, { body });

export const assignDeposit = (body: AssignDepositBody): Promise<DepositAssignment> =>
  request(adminDepositsEndpoints.adminAssignDeposit, { body });

export const usePreviewAssignment = () => useMutation({ mutationFn: previewAssignment });

/** Credits the transfer; every deposits list is read again afterwards. */
export function useAssignDeposit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: assignDeposit,
    onSuccess: () => client.invalidateQueries({ queryKey: DEPOSITS_QUERY_ROOT }),
  });
}

/** A code entered now keeps the session's decisions allowed for five minutes (an assignment asks for it). */
export const stepUp = (code: string) => request(adminSecurityEndpoints.twoFactorStepUp, { body: { code } });
