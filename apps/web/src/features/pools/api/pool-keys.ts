/** Query keys of the pools feature; all under the 'pools' money root (lib/money-queries.ts). */
import type { AnyPool } from '@yc/contract/constants';
import type { GRAPH_RANGES } from '@yc/contract/pools';
import { poolDataKey } from '../../../lib/pool-data.ts';

export type GraphRange = (typeof GRAPH_RANGES)[number];

export const poolKeys = {
  all: ['pools'] as const,
  /** docs/product.md §3's pool state: the pool data stored under the pool name. */
  data: poolDataKey,
  strategy: (pool: AnyPool) => ['pools', pool, 'strategy'] as const,
  graph: (pool: AnyPool, range: GraphRange) => ['pools', pool, 'graph', range] as const,
  apyHistory: (pool: AnyPool) => ['pools', pool, 'apy-history'] as const,
};
