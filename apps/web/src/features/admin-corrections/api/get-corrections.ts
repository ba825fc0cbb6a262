import type { Correction, CorrectionsQuery } from '@yc/contract/admin-corrections';
import { adminCorrectionsEndpoints } from '@yc/contract/admin-corrections';
import type { KeysetPage } from '../../../hooks/use-keyset-list.ts';
import { useKeysetList } from '../../../hooks/use-keyset-list.ts';
import { request } from '../../../lib/api-client.ts';

/** Every query of this feature is under this key: a decision or a proposal refreshes them all. */
export const CORRECTIONS_KEY = ['admin', 'corrections'] as const;
export const CORRECTIONS_PAGE_SIZE = 20;

export type CorrectionsStatus = NonNullable<CorrectionsQuery['status']>;

export const getCorrections = (
  status: CorrectionsStatus | undefined,
  cursor?: string,
): Promise<KeysetPage<Correction>> =>
  request(adminCorrectionsEndpoints.adminCorrections, { query: { status, cursor, limit: CORRECTIONS_PAGE_SIZE } });

/** Corrections of one status (or every decided one), newest first, page by page. */
export const useCorrections = (status: CorrectionsStatus | undefined) =>
  useKeysetList({
    queryKey: [...CORRECTIONS_KEY, 'list', status ?? 'all'],
    fetchPage: (cursor) => getCorrections(status, cursor),
  });
