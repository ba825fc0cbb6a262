/** The DAO proposals' console reads and changes (docs/product.md §10 "Referral programme and DAO"). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminDaoEndpoints } from '@yc/contract/admin-dao';
import { type CreateProposalBody, daoEndpoints } from '@yc/contract/dao';
import { request } from '../../../lib/api-client.ts';

export const proposalsKey = ['admin', 'dao', 'proposals'] as const;

export const getProposals = (page: number) => request(adminDaoEndpoints.adminProposals, { query: { page } });
export const createProposal = (body: CreateProposalBody) => request(daoEndpoints.createProposal, { body });
export const updateProposal = (id: string, body: CreateProposalBody) =>
  request(adminDaoEndpoints.updateProposal, { params: { id }, body });
export const cancelProposal = (id: string) => request(adminDaoEndpoints.cancelProposal, { params: { id } });

export const useProposals = (page: number) =>
  useQuery({ queryKey: [...proposalsKey, page], queryFn: () => getProposals(page), placeholderData: keepPreviousData });

/** A proposal written, edited or cancelled: the list is read again. */
export function useProposalChange<A>(change: (args: A) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: proposalsKey }),
  });
}
