import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authEndpoints } from '@yc/contract/auth';
import { request } from '../../../lib/api-client.ts';
import { endSession } from '../../../lib/session.ts';

export const logout = () => request(authEndpoints.logout);

/** Ends the session on the server and here; the local session ends even if the server cannot be reached. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      endSession();
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'brand' });
    },
  });
}
