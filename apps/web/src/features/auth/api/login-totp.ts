import { useMutation } from '@tanstack/react-query';
import { adminSecurityEndpoints, type TotpLoginBody } from '@yc/contract/admin-security';
import { request } from '../../../lib/api-client.ts';
import { startSession } from '../../../lib/session.ts';

/** The sign-in's second step: the challenge with a code or a recovery code (decision 67). */
export const loginTotp = (body: TotpLoginBody) => request(adminSecurityEndpoints.loginTotp, { body });

export const useLoginTotp = () => useMutation({ mutationFn: loginTotp, onSuccess: startSession });
