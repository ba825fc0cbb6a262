import type { AnyPool } from '@yc/contract/constants';

/** Catalogue keys of a pool's title and intro: the cabinet's for the three asset pools, ours for the strategy pool. */
export const poolTitleKey = (pool: AnyPool): string =>
  pool === 'strategy' ? 'pools:strategy.title' : `cabinet:pools.${pool}.title`;

export const poolIntroKey = (pool: AnyPool): string =>
  pool === 'strategy' ? 'pools:strategy.intro' : `cabinet:pools.${pool}.intro`;
