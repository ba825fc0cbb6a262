import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCorrectionsEndpoints, type LedgerEntry } from '@yc/contract/admin-corrections';
import { mayRetryLoad, request } from '../../../lib/api-client.ts';
import { CORRECTIONS_KEY } from './get-corrections.ts';

export const getLedgerEntry = (id: string, signal?: AbortSignal): Promise<LedgerEntry> =>
  request(adminCorrectionsEndpoints.adminLedgerEntry, { params: { id }, signal });

export const getLedgerEntryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...CORRECTIONS_KEY, 'entry', id],
    queryFn: ({ signal }) => getLedgerEntry(id, signal),
    // An unknown entry stays unknown: a 404 is shown, not asked again.
    retry: (count, error) => mayRetryLoad(error) && count < 2,
  });

/** A journal entry with its lines and whether it can be reversed; nothing is asked until `id` is a uuid. */
export const useLedgerEntry = (id: string | null) =>
  useQuery({ ...getLedgerEntryQueryOptions(id ?? ''), enabled: id !== null });
