import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminReportsEndpoints,
  type ReconciliationRun,
  type ReconciliationRunsResponse,
} from '@yc/contract/admin-reports';
import { useKeysetList } from '../../../hooks/use-keyset-list.ts';
import { request } from '../../../lib/api-client.ts';

export const RUNS_PAGE_SIZE = 10;
const RUNS_KEY = ['admin', 'reconciliation'] as const;

export const getReconciliationRuns = (cursor?: string): Promise<ReconciliationRunsResponse> =>
  request(adminReportsEndpoints.adminReconciliationRuns, { query: { cursor, limit: RUNS_PAGE_SIZE } });

export const getReconciliationRun = (id: string): Promise<ReconciliationRun> =>
  request(adminReportsEndpoints.adminReconciliationRun, { params: { id } });

/** The runs, newest first, page by page. */
export const useReconciliationRuns = () =>
  useKeysetList({ queryKey: [...RUNS_KEY, 'runs'], fetchPage: getReconciliationRuns });

/** One run with its report; none asked for while `id` is null. */
export const useReconciliationRun = (id: string | null) =>
  useQuery({
    queryKey: [...RUNS_KEY, 'run', id],
    queryFn: () => getReconciliationRun(id as string),
    enabled: id !== null,
  });

/** Runs the reconciliation now; the history then starts from the new run. */
export function useRunReconciliation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request(adminReportsEndpoints.adminReconciliationRunNow),
    onSuccess: (run) => {
      queryClient.setQueryData([...RUNS_KEY, 'run', run.id], run);
      return queryClient.invalidateQueries({ queryKey: [...RUNS_KEY, 'runs'] });
    },
  });
}
