/**
 * A pool's content in the console (docs/product.md §10 "Pools", decision 80): the tokens it accepts for deposits and
 * its composition weights, its deposit address per network and currency, and its title, description and risks in
 * English and Russian.
 */
import * as z from 'zod/mini';
import { endpoint, evmAddress } from './common.ts';
import { isDepositCurrency, type LocaleCode } from './constants.ts';
import { decimalToRay } from './fixed-point.ts';
import {
  chainIdSchema,
  depositCurrencySchema,
  percentValue,
  poolNameSchema,
  poolParams,
  tokenLabelSchema,
} from './pools.ts';
import { INVISIBLE_CHARACTERS, multilineString, plainString, requiredDisplayText } from './validation.ts';

export const adminPoolAssetSchema = z.object({
  token: tokenLabelSchema,
  inComposition: z.boolean(),
  /** Share of the composition in percent; null when not set (and for a token outside the composition). */
  weight: z.nullable(percentValue),
  /** A deposit currency (DEPOSIT_CURRENCIES): the only tokens a pool may accept. */
  depositCurrency: z.boolean(),
  acceptsDeposits: z.boolean(),
});
export type AdminPoolAsset = z.infer<typeof adminPoolAssetSchema>;

export const adminPoolAddressSchema = z.object({
  chainId: chainIdSchema,
  currency: depositCurrencySchema,
  /** Checksummed (EIP-55); stored lower case. */
  address: evmAddress,
  /** Other pools that take the same currency at this address on this network (set before the console refused it). */
  sharedWith: z.array(poolNameSchema),
});
export type AdminPoolAddress = z.infer<typeof adminPoolAddressSchema>;

export const adminPoolAssetsResponse = z.object({
  pool: poolNameSchema,
  /** The network the pool's deposit dialog offers addresses on. */
  chainId: chainIdSchema,
  /** The networks the platform reads, where an address may be set. */
  chains: z.array(z.object({ id: chainIdSchema, name: z.string() })),
  assets: z.array(adminPoolAssetSchema),
  addresses: z.array(adminPoolAddressSchema),
});
export type AdminPoolAssetsResponse = z.infer<typeof adminPoolAssetsResponse>;

/** Every asset of the pool at once, as the form sends it. */
export const updatePoolAssetsBody = z.strictObject({
  assets: z
    .array(
      z.strictObject({
        token: tokenLabelSchema,
        acceptsDeposits: z.boolean({ error: 'validation.invalid' }),
        weight: z.nullable(percentValue),
      }),
    )
    .check(z.minLength(1), z.maxLength(32)),
});
export type UpdatePoolAssetsBody = z.input<typeof updatePoolAssetsBody>;

/** The address as typed: its form is checked here, its checksum by the server (viem). */
export const setPoolAddressBody = z.strictObject({
  chainId: chainIdSchema,
  currency: depositCurrencySchema,
  address: plainString().check(z.trim(), z.regex(/^0x[0-9a-fA-F]{40}$/, { error: 'validation.address' })),
});
export type SetPoolAddressBody = z.input<typeof setPoolAddressBody>;

/**
 * The rules one of a pool's assets breaks (decision 80), checked by the console on a save and by a configuration
 * document on each pool: only a deposit currency is accepted for deposits, only the composition has weights.
 */
export function poolAssetBreaks(
  asset: { token: string; acceptsDeposits: boolean; weight: string | null },
  inComposition: boolean,
): ('notDepositCurrency' | 'weightOutsideComposition')[] {
  const breaks: ('notDepositCurrency' | 'weightOutsideComposition')[] = [];
  if (asset.acceptsDeposits && !isDepositCurrency(asset.token)) breaks.push('notDepositCurrency');
  if (asset.weight !== null && !inComposition) breaks.push('weightOutsideComposition');
  return breaks;
}

const HUNDRED = decimalToRay('100');

/** The composition's weights are all empty, or all set and adding up to 100: their sum (ray) when not, else null. */
export function compositionWeightsBreak(weights: readonly (string | null)[]): bigint | null {
  if (!weights.some((w) => w !== null)) return null;
  const sum = weights.reduce((s, w) => s + (w === null ? 0n : decimalToRay(w)), 0n);
  return weights.includes(null) || sum !== HUNDRED ? sum : null;
}

export const removePoolAddressBody = z.strictObject({ chainId: chainIdSchema, currency: depositCurrencySchema });
export type RemovePoolAddressBody = z.input<typeof removePoolAddressBody>;

export const POOL_TEXT_LIMITS = { title: 200, description: 5000, risk: 500, risks: 20 } as const;

export const poolTextSchema = z.object({
  title: z.string(),
  description: z.string(),
  risks: z.array(z.string()),
});
export type PoolText = z.infer<typeof poolTextSchema>;

const poolTextBody = z.strictObject({
  title: requiredDisplayText(POOL_TEXT_LIMITS.title),
  /** Empty: the English one is shown (decision 37). */
  description: multilineString().check(
    z.refine((value) => !INVISIBLE_CHARACTERS.test(value), { error: 'validation.invisibleCharacters' }),
    z.trim(),
    z.maxLength(POOL_TEXT_LIMITS.description, { error: 'validation.maxLength' }),
  ),
  /** Empty: the English ones are shown. */
  risks: z.array(requiredDisplayText(POOL_TEXT_LIMITS.risk)).check(z.maxLength(POOL_TEXT_LIMITS.risks)),
});

export const poolTextsSchema = z.object({ en: poolTextSchema, ru: poolTextSchema });
export type PoolTexts = z.infer<typeof poolTextsSchema>;

export const adminPoolTextsResponse = z.object({ pool: poolNameSchema, texts: poolTextsSchema });
export type AdminPoolTextsResponse = z.infer<typeof adminPoolTextsResponse>;

export const updatePoolTextsBody = z.strictObject({ en: poolTextBody, ru: poolTextBody });
export type UpdatePoolTextsBody = z.input<typeof updatePoolTextsBody>;

/**
 * What a reader of `locale` sees of a pool's texts: an empty field in their language is the English one (decision
 * 37). The investor's pool page and the console's preview both go through it.
 */
export function poolTextIn(texts: Partial<Record<LocaleCode, PoolText>>, locale: LocaleCode, fallbackTitle: string) {
  const mine = texts[locale];
  const en = texts.en;
  return {
    title: mine?.title || en?.title || fallbackTitle,
    description: mine?.description || en?.description || '',
    risks: mine?.risks.length ? mine.risks : (en?.risks ?? []),
  };
}

const admin = { tag: 'admin', auth: 'admin' } as const;

export const adminPoolContentEndpoints = {
  adminPoolAssets: endpoint({
    method: 'GET',
    path: '/api/v1/admin/pools/:pool/assets',
    ...admin,
    summary: "A pool's tokens (accepted for deposits, composition weights) and its deposit addresses per network",
    params: poolParams,
    response: adminPoolAssetsResponse,
  }),
  updatePoolAssets: endpoint({
    method: 'PUT',
    path: '/api/v1/admin/pools/:pool/assets',
    ...admin,
    summary: 'Set which tokens the pool accepts for deposits and its composition weights; audited',
    params: poolParams,
    body: updatePoolAssetsBody,
    response: adminPoolAssetsResponse,
  }),
  setPoolAddress: endpoint({
    method: 'PUT',
    path: '/api/v1/admin/pools/:pool/addresses',
    ...admin,
    fresh: true,
    summary: "Set the pool's deposit address for a currency on a network (checksummed, not another pool's); audited",
    params: poolParams,
    body: setPoolAddressBody,
    response: adminPoolAssetsResponse,
  }),
  removePoolAddress: endpoint({
    method: 'POST',
    path: '/api/v1/admin/pools/:pool/addresses/remove',
    ...admin,
    fresh: true,
    summary: "Remove the pool's deposit address for a currency on a network: deposits to it stop; audited",
    params: poolParams,
    body: removePoolAddressBody,
    response: adminPoolAssetsResponse,
  }),
  adminPoolTexts: endpoint({
    method: 'GET',
    path: '/api/v1/admin/pools/:pool/texts',
    ...admin,
    summary: "A pool's title, description and risks in English and Russian, as stored (no fallback)",
    params: poolParams,
    response: adminPoolTextsResponse,
  }),
  updatePoolTexts: endpoint({
    method: 'PUT',
    path: '/api/v1/admin/pools/:pool/texts',
    ...admin,
    summary: "Set a pool's title, description and risks in both languages; audited",
    params: poolParams,
    body: updatePoolTextsBody,
    response: adminPoolTextsResponse,
  }),
} as const;
