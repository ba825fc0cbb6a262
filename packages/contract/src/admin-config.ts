/**
 * Configuration as data (docs/product.md §10 "Configuration", decision 85): the whole configuration of an
 * installation — pools, price settings, the referral programme, content, brands — as one JSON document with a format
 * version, exported by one installation and imported by another: validated here, compared first (a dry run that
 * lists what would be added, changed and removed), then applied in one transaction. Each part reuses the schema its
 * console's form sends, so a document accepts exactly what the console does.
 */
import * as z from 'zod/mini';
import { brandBody } from './admin-brands.ts';
import { createArticleBody, createFaqItemBody } from './admin-content.ts';
import {
  compositionWeightsBreak,
  poolAssetBreaks,
  setPoolAddressBody,
  updatePoolAssetsBody,
  updatePoolTextsBody,
} from './admin-pool-content.ts';
import { updatePoolSettingsBody } from './admin-pools.ts';
import { aggregatorPriceBody, manualPriceBody, pricedTokenSchema } from './admin-prices.ts';
import { updateProgrammeBody } from './admin-programme.ts';
import { endpoint, isoDate, isoDateTime, uuid } from './common.ts';
import { ALL_POOLS, type AnyPool, DEPOSIT_CURRENCIES, POOL_TOKENS } from './constants.ts';
import { assetUrl } from './content.ts';
import { fiatCodeSchema } from './pools.ts';

export const CONFIG_FORMAT = 'yield-cabinet/configuration';
/** Raised when a part changes shape; an installation refuses a version it does not read. */
export const CONFIG_FORMAT_VERSION = 1;

/** The document's parts, in the order they are compared and applied. DAO proposals are votes, not configuration. */
export const CONFIG_SECTIONS = ['pools', 'prices', 'programme', 'content', 'brands'] as const;
export const configSectionSchema = z.enum(CONFIG_SECTIONS);
export type ConfigSection = z.infer<typeof configSectionSchema>;

const custom = (ctx: z.core.$RefinementCtx, message: string, path: PropertyKey[]) =>
  ctx.addIssue({ code: 'custom', message, path });

/** `key` of each item must be unique; a repeated one is reported at its second place. */
function unique<T>(items: T[], key: (item: T) => string, ctx: z.core.$RefinementCtx, at: (i: number) => PropertyKey[]) {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    const k = key(item);
    if (seen.has(k)) custom(ctx, 'validation.config.duplicate', at(i));
    seen.add(k);
  });
}

/** A history's days, each later than the one before. */
function ascending(
  rows: { effectiveFrom: string }[],
  message: string,
  ctx: z.core.$RefinementCtx,
  at: (i: number) => PropertyKey[],
) {
  rows.forEach((row, i) => {
    const previous = rows[i - 1];
    if (previous && row.effectiveFrom <= previous.effectiveFrom) custom(ctx, message, at(i));
  });
}

/** Every token a pool holds a row for (migration 005): its composition and every deposit currency. */
export const poolTokensOf = (pool: AnyPool): string[] => [
  ...new Set<string>([...POOL_TOKENS[pool], ...DEPOSIT_CURRENCIES]),
];

/**
 * The first day of every history (migrations 026 and 029): each day then has an APY and a programme in force, so
 * an imported history starts there too.
 */
export const HISTORY_START = '1970-01-01';

const poolSettings = z.omit(updatePoolSettingsBody, { apy: true });
/** Each asset rule's message and the field it points at. */
const ASSET_BREAKS = {
  notDepositCurrency: ['validation.config.notDepositCurrency', 'acceptsDeposits'],
  weightOutsideComposition: ['validation.config.weightOutsideComposition', 'weight'],
} as const;

const poolConfig = (pool: AnyPool) =>
  z
    .strictObject({
      settings: poolSettings,
      /** The APY in force from each day on, oldest first, the first from HISTORY_START (decision 79). */
      apyHistory: z
        .array(z.strictObject({ effectiveFrom: isoDate, apy: updatePoolSettingsBody.shape.apy }))
        .check(z.refine((rows) => rows[0]?.effectiveFrom === HISTORY_START, { error: 'validation.config.apyHistory' })),
      /** Which of its tokens the pool accepts for deposits and its composition weights (decision 80). */
      assets: updatePoolAssetsBody.shape.assets,
      /** Its deposit addresses per network and currency, checksummed. */
      addresses: z.array(setPoolAddressBody),
      texts: updatePoolTextsBody,
    })
    .check(
      z.superRefine((p, ctx) => {
        ascending(p.apyHistory, 'validation.config.apyHistory', ctx, (i) => ['apyHistory', i, 'effectiveFrom']);
        unique(
          p.assets,
          (a) => a.token,
          ctx,
          (i) => ['assets', i, 'token'],
        );
        unique(
          p.addresses,
          (a) => `${a.chainId}/${a.currency}`,
          ctx,
          (i) => ['addresses', i, 'currency'],
        );
        const tokens = poolTokensOf(pool);
        const composition: readonly string[] = POOL_TOKENS[pool];
        p.assets.forEach((a, i) => {
          if (!tokens.includes(a.token)) custom(ctx, 'validation.config.unknownAsset', ['assets', i, 'token']);
          for (const rule of poolAssetBreaks(a, composition.includes(a.token))) {
            const [message, field] = ASSET_BREAKS[rule];
            custom(ctx, message, ['assets', i, field]);
          }
        });
        if (!p.assets.some((a) => a.acceptsDeposits)) custom(ctx, 'validation.config.noAcceptedToken', ['assets']);
        const weights = p.assets.filter((a) => composition.includes(a.token)).map((a) => a.weight);
        if (compositionWeightsBreak(weights) !== null) custom(ctx, 'validation.config.weightsSum', ['assets']);
      }),
    );

const pricedKey = { token: pricedTokenSchema, fiat: fiatCodeSchema };
/** A price's settings: a manual one (the dev seed's 'demo' included) with its value, or an aggregator's address. */
const priceConfig = z.discriminatedUnion(
  'source',
  [
    z.extend(manualPriceBody, { ...pricedKey, source: z.enum(['operator', 'demo']) }),
    z.extend(aggregatorPriceBody, pricedKey),
  ],
  { error: 'validation.invalid' },
);

/** One version of the referral programme: the console's whole form, and the day it is in force from. */
const programmeVersion = z.strictObject({ effectiveFrom: isoDate, programme: updateProgrammeBody });

/** The largest image a document carries, as its data URL: the console's re-encoded logo fits well within it. */
const IMAGE_DATA_MAX = 8 * 1024 * 1024;
/** An image as the brands console stores it — a logo as WebP, a favicon as PNG — written as a data URL. */
const imageData = (type: 'webp' | 'png') =>
  z.nullable(
    z
      .string()
      .check(
        z.maxLength(IMAGE_DATA_MAX, { error: 'validation.maxLength' }),
        z.regex(new RegExp(`^data:image/${type};base64,[A-Za-z0-9+/]+={0,2}$`), { error: 'validation.config.image' }),
      ),
  );

/**
 * A brand (decision 84): the console's form, its id (a brand stays the same brand across installations), whether
 * it is the default, a logo link (from BRANDS_FILE) and its uploaded logo and favicon themselves.
 */
const brandConfig = z.extend(brandBody, {
  id: uuid,
  isDefault: z.boolean({ error: 'validation.invalid' }),
  logoUrl: z.nullable(assetUrl),
  logo: imageData('webp'),
  favicon: imageData('png'),
});

export const configDocumentSchema = z.strictObject({
  format: z.literal(CONFIG_FORMAT, { error: 'validation.config.format' }),
  version: z.literal(CONFIG_FORMAT_VERSION, { error: 'validation.config.format' }),
  exportedAt: z.optional(isoDateTime),
  pools: z.strictObject(
    Object.fromEntries(ALL_POOLS.map((pool) => [pool, poolConfig(pool)])) as Record<
      AnyPool,
      ReturnType<typeof poolConfig>
    >,
  ),
  prices: z.array(priceConfig).check(
    z.superRefine((items, ctx) => {
      unique(
        items,
        (p) => `${p.token}/${p.fiat}`,
        ctx,
        (i) => [i, 'token'],
      );
    }),
  ),
  /** Every version, oldest first, the first from HISTORY_START. */
  programme: z.array(programmeVersion).check(
    z.refine((rows) => rows[0]?.effectiveFrom === HISTORY_START, { error: 'validation.config.programmeStart' }),
    z.superRefine((items, ctx) =>
      ascending(items, 'validation.config.programmeStart', ctx, (i) => [i, 'effectiveFrom']),
    ),
  ),
  content: z.strictObject({
    /** Each language's entries in their order; the id keeps an entry the same entry across installations. */
    faq: z.array(z.extend(createFaqItemBody, { id: z.uuid({ error: 'validation.invalid' }) })).check(
      z.superRefine((items, ctx) =>
        unique(
          items,
          (f) => f.id,
          ctx,
          (i) => [i, 'id'],
        ),
      ),
    ),
    articles: z.array(createArticleBody).check(
      z.superRefine((items, ctx) =>
        unique(
          items,
          (a) => `${a.locale}/${a.slug}`,
          ctx,
          (i) => [i, 'slug'],
        ),
      ),
    ),
  }),
  /** One default brand without host names, the others with theirs; a host belongs to one brand. */
  brands: z.array(brandConfig).check(
    z.superRefine((brands, ctx) => {
      unique(
        brands,
        (b) => b.id,
        ctx,
        (i) => [i, 'id'],
      );
      if (brands.filter((b) => b.isDefault).length !== 1) custom(ctx, 'validation.config.oneDefaultBrand', []);
      brands.forEach((b, i) => {
        if (b.isDefault !== (b.hosts.length === 0)) custom(ctx, 'validation.config.brandHosts', [i, 'hosts']);
      });
      const hosts = brands.flatMap((b, i) => b.hosts.map((host, j) => ({ host, at: [i, 'hosts', j] })));
      unique(
        hosts,
        (h) => h.host,
        ctx,
        (k) => hosts[k]?.at ?? [],
      );
    }),
  ),
});
export type ConfigDocument = z.output<typeof configDocumentSchema>;
/** The document's format and version; its parts follow as configDocumentSchema describes them. */
export const configDocumentHeader = z.looseObject({
  format: z.literal(CONFIG_FORMAT),
  version: z.literal(CONFIG_FORMAT_VERSION),
});
export type ConfigDocumentInput = z.input<typeof configDocumentSchema>;
export type PoolConfig = ConfigDocument['pools'][AnyPool];
export type PriceConfig = ConfigDocument['prices'][number];
export type ProgrammeVersionConfig = ConfigDocument['programme'][number];
export type FaqItemConfig = ConfigDocument['content']['faq'][number];
export type ArticleConfig = ConfigDocument['content']['articles'][number];
export type BrandConfig = ConfigDocument['brands'][number];

export const CONFIG_CHANGE_KINDS = ['added', 'changed', 'removed'] as const;
export const configChangeSchema = z.object({
  section: configSectionSchema,
  /** The item's key in its part: `stable/settings`, `ETH/usd`, `2026-11-25`, `faq/<id>`, `articles/en/<slug>`, a brand's id. */
  item: z.string(),
  kind: z.enum(CONFIG_CHANGE_KINDS),
  /** The item's values here (null when added) and in the document (null when removed). */
  before: z.unknown(),
  after: z.unknown(),
});
export type ConfigChange = z.infer<typeof configChangeSchema>;

export const configDiffResponse = z.object({
  /** Empty: the document is this installation's configuration already. */
  changes: z.array(configChangeSchema),
  /** Whether the changes were written (the import) or only listed (the dry run). */
  applied: z.boolean(),
});
export type ConfigDiffResponse = z.infer<typeof configDiffResponse>;

const admin = { tag: 'admin', auth: 'admin' } as const;

export const adminConfigEndpoints = {
  exportConfig: endpoint({
    method: 'GET',
    path: '/api/v1/admin/config/export',
    ...admin,
    summary:
      'The whole configuration (pools, price settings, referral programme, content, brands) as one JSON document',
    // The document as the dry run and the import take it (configDocumentSchema); answered as written, since the
    // schema's normalising transforms (a host's lower case) only run one way.
    response: configDocumentHeader,
  }),
  configDryRun: endpoint({
    method: 'POST',
    path: '/api/v1/admin/config/dry-run',
    ...admin,
    summary:
      'Validate a configuration document and list what importing it would add, change and remove; writes nothing',
    body: configDocumentSchema,
    response: configDiffResponse,
  }),
  importConfig: endpoint({
    method: 'POST',
    path: '/api/v1/admin/config/import',
    ...admin,
    fresh: true,
    summary: 'Import a configuration document: every change in one transaction, audited as one change',
    body: configDocumentSchema,
    response: configDiffResponse,
  }),
} as const;
