/**
 * White-label brands (decisions 15 and 84): host names mapped to a title, logo, favicon, colour, social links,
 * support address and legal entity. Unknown hosts get the default brand. The brands live in the database and are
 * edited in the console; `Brands` is the in-memory snapshot requests read, and BRANDS_FILE only seeds an empty table.
 */
import { BRAND_HOST_PATTERN, type BrandResponse, DEFAULT_BRAND_TITLE, HEX_COLOUR } from '@yc/contract';
import { z } from 'zod/mini';

/** A brand as requests see it, without the default's title every answer also carries. */
export type BrandValues = Omit<BrandResponse, 'defaultTitle'>;
/** The brands of an installation: the default one and the others with their host names (lower case). */
export interface BrandSet {
  default: BrandValues;
  brands: Array<BrandValues & { hosts: string[] }>;
}

// Own schemas rather than the contract's: these messages are read by an operator at start-up.
const httpLink = z.nullable(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }));
const assetLink = z.nullable(
  z.union([z.url({ protocol: /^https?$/ }), z.string().check(z.regex(/^\/(?!\/)\S*$/))], {
    error: 'must be an http(s) URL or a path starting with /',
  }),
);

const brandFields = {
  title: z
    .string()
    .check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(100, 'must be at most 100 characters')),
  logoUrl: assetLink,
  primaryColor: z.nullable(z.string().check(z.regex(HEX_COLOUR, 'must be # and six hexadecimal digits'))),
  social: z.partial(z.strictObject({ twitter: httpLink, telegram: httpLink, discord: httpLink, docs: httpLink })),
  supportEmail: z.nullable(z.email({ error: 'must be an e-mail address' })),
  legalEntity: z.nullable(
    z.string().check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(200, 'must be at most 200 characters')),
  ),
};

const brandEntry = z.partial(z.strictObject(brandFields));
type BrandEntry = z.output<typeof brandEntry>;

const brandsFileSchema = z.strictObject({
  /** What unknown hosts get; every host entry starts from it. */
  default: z._default(brandEntry, {}),
  hosts: z._default(
    z.record(z.string().check(z.regex(BRAND_HOST_PATTERN)), z.required(brandEntry, { title: true }), {
      error: (issue) =>
        issue.code === 'invalid_key'
          ? 'host names are like cabinet.example.com, *.example.com or 127.0.0.1'
          : undefined,
    }),
    {},
  ),
});

export type BrandsFile = z.input<typeof brandsFileSchema>;

export class BrandsFileError extends Error {}

export const normaliseHost = (host: string) => host.toLowerCase().replace(/\.$/, '');

/** The brands a file describes, each host entry completed from the default one; a `BrandsFileError` says what is wrong. */
export function brandsOfFile(file: BrandsFile): BrandSet {
  const parsed = brandsFileSchema.safeParse(file);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`);
    throw new BrandsFileError(lines.join('; '));
  }
  const { default: base, hosts } = parsed.data;
  const pick = <K extends keyof BrandEntry>(entry: BrandEntry, key: K) =>
    entry[key] !== undefined ? entry[key] : (base[key] ?? null);
  const build = (entry: BrandEntry): BrandValues => ({
    title: entry.title ?? base.title ?? DEFAULT_BRAND_TITLE,
    logoUrl: pick(entry, 'logoUrl'),
    faviconUrl: null,
    primaryColor: pick(entry, 'primaryColor')?.toLowerCase() ?? null,
    social: { twitter: null, telegram: null, discord: null, docs: null, ...base.social, ...entry.social },
    supportEmail: pick(entry, 'supportEmail'),
    legalEntity: pick(entry, 'legalEntity'),
  });
  return {
    default: build(base),
    brands: Object.entries(hosts).map(([host, entry]) => ({ hosts: [normaliseHost(host)], ...build(entry) })),
  };
}

/** Reads a brands file's text; a `BrandsFileError` says what is wrong with it. */
export function readBrandsFile(text: string): BrandSet {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new BrandsFileError(`not valid JSON (${(err as Error).message})`);
  }
  return brandsOfFile(json as BrandsFile);
}

/** No brands file: the generic title on every host. */
export const GENERIC_BRANDS: BrandSet = brandsOfFile({});

/** A snapshot of the brands, read synchronously by every request that needs one. */
export class Brands {
  readonly default: BrandResponse;
  readonly #exact = new Map<string, BrandResponse>();
  /** Suffixes such as `.example.com`, longest first so the most specific wildcard wins. */
  readonly #wildcards: Array<[suffix: string, brand: BrandResponse]> = [];

  constructor(set: BrandSet = GENERIC_BRANDS) {
    const defaultTitle = set.default.title;
    this.default = { ...set.default, defaultTitle };
    for (const { hosts, ...values } of set.brands) {
      const brand = { ...values, defaultTitle };
      for (const host of hosts) {
        if (host.startsWith('*.')) this.#wildcards.push([host.slice(1), brand]);
        else this.#exact.set(host, brand);
      }
    }
    this.#wildcards.sort((a, b) => b[0].length - a[0].length);
  }

  /** The brand of a request's host name (without port); the default for an unknown host. */
  forHost(hostname: string): BrandResponse {
    return this.#match(hostname) ?? this.default;
  }

  /** Whether a brand names this host, exactly or by a wildcard. */
  knows(hostname: string): boolean {
    return this.#match(hostname) !== undefined;
  }

  #match(hostname: string): BrandResponse | undefined {
    const host = normaliseHost(hostname);
    const exact = this.#exact.get(host);
    if (exact) return exact;
    for (const [suffix, brand] of this.#wildcards) if (host.endsWith(suffix)) return brand;
    return undefined;
  }
}
