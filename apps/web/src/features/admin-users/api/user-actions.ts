/** The operator's actions on an account; each refreshes the user's page and the lists once it succeeds. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUsersEndpoints, type UserRole } from '@yc/contract/admin-users';
import { request } from '../../../lib/api-client.ts';

const e = adminUsersEndpoints;

export const freezeUser = (id: string, reason: string) =>
  request(e.adminFreezeUser, { params: { id }, body: { reason } });
export const unfreezeUser = (id: string) => request(e.adminUnfreezeUser, { params: { id } });
export const revokeUserSessions = (id: string) => request(e.adminRevokeUserSessions, { params: { id } });
export const unlinkUserWallet = (id: string) => request(e.adminUnlinkUserWallet, { params: { id } });
export const resendConfirmation = (id: string) => request(e.adminResendConfirmation, { params: { id } });
export const setUserRole = (id: string, role: UserRole) =>
  request(e.adminSetUserRole, { params: { id }, body: { role } });

/** One mutation per action; `run` answers the server's reply or throws its error (shown by the confirm dialog). */
export function useUserAction<A extends unknown[], R>(action: (id: string, ...args: A) => Promise<R>, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => action(id, ...args),
    // Not awaited: the confirm dialog closes on the answer, then the page shows the new state.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
}
