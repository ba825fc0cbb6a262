import { useMutation } from '@tanstack/react-query';

import { request } from '../../../lib/api-client.ts';

export const sendApproveEmail = (login: string) =>
  request(() => import('@yc/contract/auth').then((m) => m.authEndpoints.sendApproveEmail), { body: { login } });

export const useSendApproveEmail = () => useMutation({ mutationFn: sendApproveEmail });
