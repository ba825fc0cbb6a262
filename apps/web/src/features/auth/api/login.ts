import { useMutation } from '@tanstack/react-query';
import type { LoginBody, SignIn } from '@yc/contract/auth';
import { isTotpChallenge } from '@yc/contract/sign-in-answer';
import { request } from '../../../lib/api-client.ts';
import { startSession } from '../../../lib/session.ts';

export const login = (body: LoginBody): Promise<SignIn> =>
  request(() => import('@yc/contract/auth').then((m) => m.authEndpoints.login), { body });

/** A session starts at once; an account with a second factor gets the challenge of the code step instead. */
export const useLogin = () =>
  useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      if (!isTotpChallenge(answer)) startSession(answer);
    },
  });
