import { useMutation } from '@tanstack/react-query';
import type { authEndpoints, Session } from '@yc/contract/auth';
import type { z } from 'zod/mini';
import { request } from '../../../lib/api-client.ts';
import { startSession } from '../../../lib/session.ts';

export type ConfirmLoginBody = z.input<typeof authEndpoints.confirmLogin.body>;

export const confirmLogin = (body: ConfirmLoginBody): Promise<Session> =>
  request(() => import('@yc/contract/auth').then((m) => m.authEndpoints.confirmLogin), { body });

export const useConfirmLogin = () => useMutation({ mutationFn: confirmLogin, onSuccess: startSession });
