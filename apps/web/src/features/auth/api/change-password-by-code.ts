import { useMutation } from '@tanstack/react-query';
import type { authEndpoints } from '@yc/contract/auth';
import type { z } from 'zod/mini';
import { request } from '../../../lib/api-client.ts';

export type ChangePasswordByCodeBody = z.input<typeof authEndpoints.changePasswordByCode.body>;

export const changePasswordByCode = (body: ChangePasswordByCodeBody) =>
  request(() => import('@yc/contract/auth').then((m) => m.authEndpoints.changePasswordByCode), { body });

export const useChangePasswordByCode = () => useMutation({ mutationFn: changePasswordByCode });
