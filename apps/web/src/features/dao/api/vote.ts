import { useMutation, useQueryClient } from '@tanstack/react-query';
import { daoEndpoints, type Proposal, type ProposalsResponse } from '@yc/contract/dao';
import { request } from '../../../lib/api-client.ts';
import { daoKeys } from './dao-keys.ts';

export const vote = (proposal: string, option: string): Promise<Proposal> =>
  request(daoEndpoints.daoVote, { params: { id: proposal }, body: { option } });

/** Votes once; the answer is the proposal with the new tally, put in place of the old one on every page. */
export function useVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ proposal, option }: { proposal: string; option: string }) => vote(proposal, option),
    onSuccess: (updated) => {
      queryClient.setQueriesData<ProposalsResponse>(
        { queryKey: daoKeys.proposalsAll },
        (page) => page && { ...page, items: page.items.map((p) => (p.id === updated.id ? updated : p)) },
      );
    },
    // A refusal (already voted, not open) means the page is behind: read the proposals again.
    onError: () => queryClient.invalidateQueries({ queryKey: daoKeys.proposalsAll }),
  });
}
