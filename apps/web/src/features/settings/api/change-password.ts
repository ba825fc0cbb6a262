import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type Session } from '@yc/contract/auth';
import type { z } from 'zod/mini';
import { request } from '../../../lib/api-client.ts';
import { startSession } from '../../../lib/session.ts';

export type ChangePasswordBody = z.input<typeof authEndpoints.changePassword.body>;

/** The server ends every session of the account and answers a new one for this tab. */
export const changePassword = (body: ChangePasswordBody): Promise<Session> =>
  request(authEndpoints.changePassword, { body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword, onSuccess: startSession });
