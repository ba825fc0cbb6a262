import { useMutation } from '@tanstack/react-query';
import { authEndpoints } from '@yc/contract/auth';
import { request } from '../../../lib/api-client.ts';

export const sendApproveEmail = (login: string) => request(authEndpoints.sendApproveEmail, { body: { login } });

export const useSendApproveEmail = () => useMutation({ mutationFn: sendApproveEmail });
