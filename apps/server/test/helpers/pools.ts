import type { UpdatePoolSettingsBody } from '@yc/contract';

/** A whole pool settings body, as the pools console sends it; tests change the fields they are about. */
export const POOL_SETTINGS: UpdatePoolSettingsBody = {
  apy: '8.5',
  depositFee: '0.5',
  withdrawalFee: '0.25',
  minDepositUsd: '0',
  depositsOpen: true,
  withdrawalsPaused: null,
  chainId: 1,
  strategyAddress: null,
  vaultAddress: null,
  tokenContract: null,
  website: null,
};
