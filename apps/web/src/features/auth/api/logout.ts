import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authEndpoints } from '@yc/contract/auth';
import { useTranslation } from 'react-i18next';
import { request } from '../../../lib/api-client.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { endSession } from '../../../lib/session.ts';

export const logout = () => request(authEndpoints.logout);

/**
 * Signs out on the server and here, then says so (spec §8). Ending the session
 * unmounts the cabinet, so everything after the call happens in the hook, not in
 * callbacks of the component that asked.
 */
export function useSignOut() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: logout,
    // The local session ends even if the server cannot be reached.
    onSettled: () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'brand' });
      notifySuccess(t('api:auth.loggedOut'));
      endSession('signed-out');
    },
  });
  return { signOut: () => mutation.mutate(), pending: mutation.isPending };
}
