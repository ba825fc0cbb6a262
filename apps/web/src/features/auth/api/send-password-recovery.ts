import { useMutation } from '@tanstack/react-query';

import { request } from '../../../lib/api-client.ts';

export const sendPasswordRecovery = (login: string) =>
  request(() => import('@yc/contract/auth').then((m) => m.authEndpoints.sendPasswordRecovery), { body: { login } });

export const useSendPasswordRecovery = () => useMutation({ mutationFn: sendPasswordRecovery });
