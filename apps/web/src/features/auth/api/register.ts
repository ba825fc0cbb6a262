import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type RegisterBody, type Session } from '@yc/contract/auth';
import { request } from '../../../lib/api-client.ts';
import { startSession } from '../../../lib/session.ts';

export const register = (body: RegisterBody): Promise<Session> => request(authEndpoints.register, { body });

export const useRegister = () => useMutation({ mutationFn: register, onSuccess: startSession });
