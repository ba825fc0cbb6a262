/** Business constants of docs/product.md §3 and §9, shared by server and web. */

export const LOCALES = ['en', 'ru'] as const;
export type LocaleCode = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: LocaleCode = 'en';
export const LOCALE_INFO = {
  en: { code: 'en', iso: 'en-US', label: 'ENG' },
  ru: { code: 'ru', iso: 'ru-RU', label: 'RUS' },
} as const satisfies Record<LocaleCode, { code: LocaleCode; iso: string; label: string }>;

/** A path in a language (docs/product.md §9): English has no prefix, the others live under `/<code>`. */
export function localizePath(path: string, locale: LocaleCode): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

export const COOKIES = {
  locale: { name: 'i18n_redirected', maxAgeSeconds: 365 * 24 * 60 * 60 },
  invite: { name: 'invite', maxAgeSeconds: 2147483647 },
  utmSource: { name: 'utm_source', maxAgeSeconds: 2147483647 },
  utmMedium: { name: 'utm_medium', maxAgeSeconds: 2147483647 },
  utmCampaign: { name: 'utm_campaign', maxAgeSeconds: 2147483647 },
  utmContent: { name: 'utm_content', maxAgeSeconds: 2147483647 },
  utmTerm: { name: 'utm_term', maxAgeSeconds: 2147483647 },
  refreshToken: { name: 'refresh_token', maxAgeSeconds: 2592000 },
  /**
   * Beside the refresh cookie, which only `/api/v1` sees: a page request carries this one, so the server sends a visitor
   * without it from a cabinet page to sign-in before rendering anything (decision 96). It holds no secret.
   */
  signedIn: { name: 'signed_in', maxAgeSeconds: 2592000 },
} as const;

/** The cookies that keep a visit's `invite` and utm query parameters for sign-up (docs/product.md §3). */
export const TRACKED_COOKIES = [
  COOKIES.invite,
  COOKIES.utmSource,
  COOKIES.utmMedium,
  COOKIES.utmCampaign,
  COOKIES.utmContent,
  COOKIES.utmTerm,
] as const;

/**
 * The tracked cookies a page's query sets, `param` reading one query parameter: each present, trimmed, not empty and
 * at most 255 characters; an absent or refused one leaves its cookie as it was. The server sets them with the page
 * (so a link followed before the app's script runs keeps them, decision 98) and the app on its start.
 */
export function trackedCookies(
  param: (name: string) => string | null | undefined,
): Array<{ name: string; value: string; maxAgeSeconds: number }> {
  return TRACKED_COOKIES.flatMap(({ name, maxAgeSeconds }) => {
    const value = param(name)?.trim();
    return value && value.length <= 255 ? [{ name, value, maxAgeSeconds }] : [];
  });
}

export const TOKEN_LIFETIME = {
  accessSeconds: 1800,
  refreshSeconds: 2592000,
} as const;

/** Operator sessions (docs/product.md §10): shorter than an investor's, and a second factor for every decision. */
export const OPERATOR = {
  accessSeconds: 15 * 60,
  /** No call for this long signs an operator out. */
  idleSeconds: 30 * 60,
  /** Approvals, rejections, freezes, role changes and corrections need a TOTP code entered this recently. */
  totpFreshSeconds: 5 * 60,
  recoveryCodes: 10,
} as const;

export const ONE_TIME_CODE = {
  /** Recovery and confirmation codes expire after 15 minutes. */
  ttlSeconds: 15 * 60,
  /** Wrong guesses allowed before a code is burnt. */
  maxAttempts: 5,
  length: 6,
} as const;

export const PASSWORD_LENGTH = { min: 6, max: 20 } as const;
export const PASSWORD_SPECIALS = '#?!@$%^&*-';

export const UI = {
  notifications: { position: 'top-center', autoCloseMs: 3000, limit: 3 },
  resizeThrottleMs: 100,
  mobileBreakpointPx: 600,
  sidebar: { collapsedPx: 125, expandedPx: 320 },
  innerLayoutMaxPx: 1240,
  walletButtonMaxPx: 200,
  addressVisibleChars: 6,
  chunkReloadGuardMs: 60_000,
  dateFormat: 'YYYY-MM-DD',
  currencyMask: { precision: 1, min: 0, allowNegative: false, prefix: '$ ' },
} as const;

/** The generic finance title shown on hosts with no brand of their own (docs/product.md §1). */
export const DEFAULT_BRAND_TITLE = 'Yield Finance';

export const DEFAULT_FIAT = 'usd';

export const POOL_NAMES = ['stable', 'coin', 'dex'] as const;
export type PoolName = (typeof POOL_NAMES)[number];
export const STRATEGY_POOL = 'strategy' as const;
export const ALL_POOLS = [...POOL_NAMES, STRATEGY_POOL] as const;
export type AnyPool = (typeof ALL_POOLS)[number];
export const STRATEGY_SHARE_TOKEN = 'SPOOL';

/** Asset composition of each pool (docs/product.md §3). */
export const POOL_TOKENS = {
  stable: ['USDT', 'USDC', 'BUSD'],
  coin: ['BTC', 'ETH', 'USDT', 'USDC'],
  dex: ['ETH', 'BNB', 'AVAX', 'SOL', 'MATIC', 'CRO', 'FTM', 'WAVES', 'NEAR', 'USDC'],
  strategy: ['SPOOL'],
} as const satisfies Record<AnyPool, readonly string[]>;

export const DEPOSIT_CURRENCIES = ['USDT', 'USDC', 'WAVES', 'BUSD', 'SOL', 'BNB', 'ETH'] as const;
export type DepositCurrency = (typeof DEPOSIT_CURRENCIES)[number];
export const isDepositCurrency = (token: string): token is DepositCurrency =>
  (DEPOSIT_CURRENCIES as readonly string[]).includes(token);
/**
 * What each pool takes as a deposit until the operator says otherwise: its own tokens that are deposit currencies.
 * The strategy pool's own token is SPOOL, its shares, so it takes what the pools it rotates between take (decision
 * 41). The operator's choice is `pool_assets.accepts_deposits` (decision 80), seeded with this; the dev seed gives
 * these currencies their demo addresses.
 */
export const POOL_DEPOSIT_CURRENCIES: Record<AnyPool, readonly DepositCurrency[]> = (() => {
  const own = (pool: PoolName) => POOL_TOKENS[pool].filter(isDepositCurrency);
  const underlying = new Set(POOL_NAMES.flatMap(own));
  return {
    stable: own('stable'),
    coin: own('coin'),
    dex: own('dex'),
    strategy: DEPOSIT_CURRENCIES.filter((c) => underlying.has(c)),
  };
})();
/**
 * Junk deposit claims (unknown hashes) must not slow real ones (decision 42): an account may have this many claims
 * waiting for the chain at once; the call's per-minute limit per account is server configuration.
 */
export const MAX_PENDING_DEPOSIT_CLAIMS = 5;
export const BALANCE_CURRENCIES = ['BNB', 'BUSD', 'ETH', 'SOL', 'USDC', 'USDT', 'WAVES'] as const;
export type BalanceCurrency = (typeof BALANCE_CURRENCIES)[number];
export const NATIVE_CURRENCY = 'ETH' as const;

/** With no pool data the coin list is this single entry (docs/product.md §3). */
export const FALLBACK_COIN = {
  label: 'ETH',
  toFiat: '0',
  address: '0x0000000000000000000000000000000000000000',
} as const;

export const NETWORKS = {
  1: { name: 'Ethereum' },
  137: { name: 'Polygon' },
  56: { name: 'BSC' },
  250: { name: 'Fantom' },
} as const;
export type KnownChainId = keyof typeof NETWORKS;
/** Sending is supported on chain 1 only (docs/product.md §5); dev mode adds the local chain. */
export const DEFAULT_SEND_CHAIN_IDS = [1] as const;

/** Yield compounds once a day (docs/product.md §9): the accrual and the ROI calculator both take 365 steps a year. */
export const ROI_COMPOUNDING_PER_YEAR = 365;

export const LIMITS = {
  /** Largest JSON body the API accepts. */
  bodyBytes: 64 * 1024,
  avatarBytes: 5 * 1024 * 1024,
  loginMax: 254,
  nameMax: 50,
  phoneMax: 20,
  telegramMax: 33,
  sourceMax: 253,
  inviteMax: 64,
  utmMax: 255,
} as const;
