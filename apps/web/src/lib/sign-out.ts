import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from './api-client.ts';
import { useTranslation } from './i18n.ts';
import { notifySuccess } from './notify.ts';
import { type EndReason, endSession } from './session.ts';

export const logout = () => request(() => import('@yc/contract/auth').then((m) => m.authEndpoints.logout));

/** Forgets what the signed-in user saw; the brand belongs to the host, not the user. */
const forgetUserData = (queryClient: QueryClient) =>
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'brand' });

/** Ends the session on the server and here without a word (docs/product.md §4: a failed wallet link). */
export async function signOutSilently(queryClient: QueryClient, reason: EndReason = 'signed-out'): Promise<void> {
  // The local session ends even if the server cannot be reached.
  await logout().catch(() => undefined);
  forgetUserData(queryClient);
  endSession(reason);
}

/**
 * Signs out on the server and here, then says so (docs/product.md §8). Ending the session
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
      forgetUserData(queryClient);
      notifySuccess(t('api:auth.loggedOut'));
      endSession('signed-out');
    },
  });
  return { signOut: () => mutation.mutate(), pending: mutation.isPending };
}
