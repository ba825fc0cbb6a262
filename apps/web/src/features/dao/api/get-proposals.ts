import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { daoEndpoints, type ProposalsResponse } from '@yc/contract/dao';
import { request } from '../../../lib/api-client.ts';
import { daoKeys } from './dao-keys.ts';

export const PROPOSALS_PAGE_SIZE = 10;
/** Tallies of open proposals move while the page is open: they are read again this often. */
export const LIVE_TALLY_MS = 15_000;

export const getProposals = (page: number, signal?: AbortSignal): Promise<ProposalsResponse> =>
  request(daoEndpoints.daoProposals, { query: { page, pageSize: PROPOSALS_PAGE_SIZE }, signal });

export const getProposalsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: daoKeys.proposals(page),
    queryFn: ({ signal }) => getProposals(page, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some((p) => p.status !== 'ended') ? LIVE_TALLY_MS : false),
  });

export const useProposals = (page: number) => useQuery(getProposalsQueryOptions(page));
