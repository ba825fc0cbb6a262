/** The operator's own second factor (decision 67): status, enrolment, confirmation and new recovery codes. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminSecurityEndpoints } from '@yc/contract/admin-security';
import { request } from '../../../lib/api-client.ts';

const STATUS_KEY = ['admin', '2fa'] as const;

export const getTwoFactorStatus = () => request(adminSecurityEndpoints.twoFactorStatus);

export const useTwoFactorStatus = () => useQuery({ queryKey: STATUS_KEY, queryFn: getTwoFactorStatus });

export const enrolTwoFactor = () => request(adminSecurityEndpoints.twoFactorEnrol);

export const useEnrolTwoFactor = () => useMutation({ mutationFn: enrolTwoFactor });

export const confirmTwoFactor = (code: string) => request(adminSecurityEndpoints.twoFactorConfirm, { body: { code } });

/** The status is read again only once the codes were saved: turning 2FA on swaps the enrolment for the console. */
export const useConfirmTwoFactor = () => useMutation({ mutationFn: confirmTwoFactor });

export const regenerateRecoveryCodes = () => request(adminSecurityEndpoints.twoFactorRecoveryCodes);

export const useRegenerateRecoveryCodes = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateRecoveryCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STATUS_KEY }),
  });
};

/** After the enrolment's codes are saved: the console opens. */
export const useRefreshTwoFactorStatus = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: STATUS_KEY });
};
