/** Query keys of the DAO feature, all under 'dao'. */
export const daoKeys = {
  all: ['dao'] as const,
  personal: ['dao', 'personal'] as const,
  pools: ['dao', 'pools'] as const,
  values: ['dao', 'values'] as const,
  rewards: (page: number) => ['dao', 'rewards', page] as const,
  proposals: (page: number) => ['dao', 'proposals', page] as const,
  proposalsAll: ['dao', 'proposals'] as const,
};
