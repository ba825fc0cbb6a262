import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type UpdateUserBody } from '@yc/contract/auth';
import { request } from '../../../lib/api-client.ts';
import { updateUser as setSessionUser } from '../../../lib/session.ts';

export const updateUser = (body: UpdateUserBody) => request(authEndpoints.updateUser, { body });

export const useUpdateUser = () =>
  useMutation({ mutationFn: updateUser, onSuccess: (answer) => setSessionUser(answer.user) });
