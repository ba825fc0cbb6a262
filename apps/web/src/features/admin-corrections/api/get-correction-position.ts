import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  adminCorrectionsEndpoints,
  type CorrectionPosition,
  type CorrectionPositionQuery,
} from '@yc/contract/admin-corrections';
import { mayRetryLoad, request } from '../../../lib/api-client.ts';
import { CORRECTIONS_KEY } from './get-corrections.ts';

export const getCorrectionPosition = (
  query: CorrectionPositionQuery,
  signal?: AbortSignal,
): Promise<CorrectionPosition> => request(adminCorrectionsEndpoints.adminCorrectionPosition, { query, signal });

/** The user's position an adjustment would change; asked once the user field holds something. */
export const useCorrectionPosition = (query: CorrectionPositionQuery | null) =>
  useQuery({
    queryKey: [...CORRECTIONS_KEY, 'position', query],
    queryFn: ({ signal }) => getCorrectionPosition(query as CorrectionPositionQuery, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    retry: (count, error) => mayRetryLoad(error) && count < 2,
  });
