/** The referral programme's console reads and its one change (docs/product.md §10 "Referral programme and DAO"). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminProgrammeEndpoints, type UpdateProgrammeBody } from '@yc/contract/admin-programme';
import { request } from '../../../lib/api-client.ts';

const e = adminProgrammeEndpoints;

export const programmeKey = ['admin', 'programme'] as const;

export const getProgramme = () => request(e.adminProgramme);
export const updateProgramme = (body: UpdateProgrammeBody) => request(e.updateProgramme, { body });

export const useProgramme = () => useQuery({ queryKey: programmeKey, queryFn: getProgramme });

/** Sets tomorrow's programme; the answer is the whole history again. */
export function useUpdateProgramme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProgramme,
    onSuccess: (programme) => queryClient.setQueryData(programmeKey, programme),
  });
}
