import { useMutation } from '@tanstack/react-query';
import { authEndpoints } from '@yc/contract/auth';
import { request } from '../../../lib/api-client.ts';

export const sendPasswordRecovery = (login: string) => request(authEndpoints.sendPasswordRecovery, { body: { login } });

export const useSendPasswordRecovery = () => useMutation({ mutationFn: sendPasswordRecovery });
