/**
 * The pools console (docs/product.md §10 "Pools", decision 79): each pool's APY (with its history), fees, minimum
 * deposit, whether deposits are open and withdrawals paused, its network, contracts and website. An APY change takes
 * effect from the next accrual day.
 */
import * as z from 'zod/mini';
import { setPoolAddressBody } from './admin-pool-content.ts';
import { DECIMAL } from './amounts.ts';
import { decimalString, endpoint, evmAddress, isoDate, isoDateTime, uuid } from './common.ts';
import { decimalToRay } from './fixed-point.ts';
import type { MessageKey } from './messages.ts';
import { chainIdSchema, httpUrl, percentValue, poolNameSchema, poolParams } from './pools.ts';
import { plainString, requiredDisplayText } from './validation.ts';

/** The settings' bounds: what the form and the API accept. */
export const POOL_SETTING_BOUNDS = {
  apy: { max: '1000', places: 6 },
  fee: { max: '50', places: 6 },
  minDepositUsd: { max: '1000000', places: 2 },
} as const;

/** A decimal string from 0 to `max` with at most `places` decimals; anything else is `key`. */
const bounded = ({ max, places }: { max: string; places: number }, key: MessageKey) =>
  decimalString.check(
    z.refine(
      (value) =>
        !DECIMAL.test(value) ||
        ((value.split('.')[1] ?? '').length <= places && decimalToRay(value) <= decimalToRay(max)),
      { error: key },
    ),
  );

/** The message investors read while withdrawals are paused, in both languages. */
export const withdrawalsPausedSchema = z.object({ en: z.string(), ru: z.string() });

const operatorRef = z.object({ id: uuid, login: z.nullable(z.string()) });

export const poolApyChangeSchema = z.object({
  /** The first day (UTC) accrued with this APY. */
  effectiveFrom: isoDate,
  apy: percentValue,
  /** Who set it; null for the APY the pool had before the console kept a history. */
  setBy: z.nullable(operatorRef),
  setAt: isoDateTime,
});
export type PoolApyChange = z.infer<typeof poolApyChangeSchema>;

export const adminPoolSchema = z.object({
  pool: poolNameSchema,
  /** The APY in force today. */
  apy: percentValue,
  /** A change set today: the APY from tomorrow on; null when tomorrow keeps today's. */
  nextApy: z.nullable(z.object({ apy: percentValue, effectiveFrom: isoDate })),
  depositFee: percentValue,
  withdrawalFee: percentValue,
  minDepositUsd: decimalString.check(z.describe('The smallest deposit in usd; "0": none')),
  depositsOpen: z.boolean(),
  /** null: withdrawals are not paused. */
  withdrawalsPaused: z.nullable(withdrawalsPausedSchema),
  /** The network the pool's contracts are on, the contracts (checksummed; null: none yet) and its website. */
  chainId: z.int(),
  strategyAddress: z.nullable(evmAddress),
  vaultAddress: z.nullable(evmAddress),
  tokenContract: z.nullable(evmAddress),
  website: z.nullable(z.string()),
});
export type AdminPool = z.infer<typeof adminPoolSchema>;

export const adminPoolsResponse = z.object({ items: z.array(adminPoolSchema) });
export type AdminPoolsResponse = z.infer<typeof adminPoolsResponse>;

export const adminPoolDetailSchema = z.extend(adminPoolSchema, {
  /** Every APY change, newest first. */
  apyHistory: z.array(poolApyChangeSchema),
});
export type AdminPoolDetail = z.infer<typeof adminPoolDetailSchema>;

/** Every setting at once, as the form sends it; an APY unlike tomorrow's schedules a change from tomorrow. */
export const updatePoolSettingsBody = z.strictObject({
  apy: bounded(POOL_SETTING_BOUNDS.apy, 'validation.pools.apyRange'),
  depositFee: bounded(POOL_SETTING_BOUNDS.fee, 'validation.pools.feeRange'),
  withdrawalFee: bounded(POOL_SETTING_BOUNDS.fee, 'validation.pools.feeRange'),
  minDepositUsd: bounded(POOL_SETTING_BOUNDS.minDepositUsd, 'validation.pools.minDepositRange'),
  depositsOpen: z.boolean({ error: 'validation.invalid' }),
  withdrawalsPaused: z.nullable(z.strictObject({ en: requiredDisplayText(500), ru: requiredDisplayText(500) })),
  chainId: chainIdSchema,
  /** As typed: the form here, the checksum (EIP-55) on the server, as a deposit address's. */
  strategyAddress: z.nullable(setPoolAddressBody.shape.address),
  vaultAddress: z.nullable(setPoolAddressBody.shape.address),
  tokenContract: z.nullable(setPoolAddressBody.shape.address),
  website: z.nullable(
    z.pipe(plainString().check(z.trim(), z.maxLength(300, { error: 'validation.maxLength' })), httpUrl),
  ),
});
export type UpdatePoolSettingsBody = z.input<typeof updatePoolSettingsBody>;

const admin = { tag: 'admin', auth: 'admin' } as const;

export const adminPoolsEndpoints = {
  adminPools: endpoint({
    method: 'GET',
    path: '/api/v1/admin/pools',
    ...admin,
    summary: 'The four pools: APY in force and scheduled, fees, minimum deposit, deposits and withdrawals state',
    response: adminPoolsResponse,
  }),
  adminPool: endpoint({
    method: 'GET',
    path: '/api/v1/admin/pools/:pool',
    ...admin,
    summary: "One pool's settings and its APY history",
    params: poolParams,
    response: adminPoolDetailSchema,
  }),
  updatePoolSettings: endpoint({
    method: 'PUT',
    path: '/api/v1/admin/pools/:pool/settings',
    ...admin,
    fresh: true,
    summary: "Set a pool's APY (from the next accrual day), fees, minimum deposit and state; audited",
    params: poolParams,
    body: updatePoolSettingsBody,
    response: adminPoolDetailSchema,
  }),
} as const;
