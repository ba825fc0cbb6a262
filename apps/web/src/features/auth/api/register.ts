import { useMutation } from '@tanstack/react-query';
import type { RegisterBody, Session } from '@yc/contract/auth';
import { request } from '../../../lib/api-client.ts';

export const register = (body: RegisterBody): Promise<Session> =>
  request(() => import('@yc/contract/auth').then((m) => m.authEndpoints.register), { body });

/** The caller starts the session: doing it here would unmount the form before it could say so (docs/product.md §4). */
export const useRegister = () => useMutation({ mutationFn: register });
