import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type LoginBody, type Session } from '@yc/contract/auth';
import { request } from '../../../lib/api-client.ts';
import { startSession } from '../../../lib/session.ts';

export const login = (body: LoginBody): Promise<Session> => request(authEndpoints.login, { body });

export const useLogin = () => useMutation({ mutationFn: login, onSuccess: startSession });
