/**
 * White-label brands (decision 15): operator configuration mapping host names to a title,
 * logo, social links and support address. Unknown hosts get the default brand.
 */
import { type BrandResponse, DEFAULT_BRAND_TITLE } from '@yc/contract';
import { z } from 'zod';

// Own schemas rather than the contract's: these messages are read by an operator at start-up.
const httpLink = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).nullable();
const assetLink = z
  .union([z.url({ protocol: /^https?$/ }), z.string().regex(/^\/(?!\/)\S*$/)], {
    error: 'must be an http(s) URL or a path starting with /',
  })
  .nullable();

const brandFields = {
  title: z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters'),
  logoUrl: assetLink,
  social: z.strictObject({ twitter: httpLink, telegram: httpLink, discord: httpLink, docs: httpLink }).partial(),
  supportEmail: z.email({ error: 'must be an e-mail address' }).nullable(),
};

/** `example.com`, `*.example.com` (any subdomain), an IPv4 address or a bracketed IPv6 one, any case. */
const hostPattern = z
  .string()
  .regex(/^(?:(?:\*\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])$/i);

const brandEntry = z.strictObject(brandFields).partial();
type BrandEntry = z.output<typeof brandEntry>;

const brandsFileSchema = z.strictObject({
  /** What unknown hosts get; every host entry starts from it. */
  default: brandEntry.default({}),
  hosts: z
    .record(hostPattern, brandEntry.required({ title: true }), {
      error: (issue) =>
        issue.code === 'invalid_key'
          ? 'host names are like cabinet.example.com, *.example.com or 127.0.0.1'
          : undefined,
    })
    .default({}),
});

export type BrandsFile = z.input<typeof brandsFileSchema>;

export class BrandsFileError extends Error {}

const normaliseHost = (host: string) => host.toLowerCase().replace(/\.$/, '');

export class Brands {
  readonly default: BrandResponse;
  readonly #exact = new Map<string, BrandResponse>();
  /** Suffixes such as `.example.com`, longest first so the most specific wildcard wins. */
  readonly #wildcards: Array<[suffix: string, brand: BrandResponse]> = [];

  constructor(file: BrandsFile = {}) {
    const parsed = brandsFileSchema.safeParse(file);
    if (!parsed.success) {
      const lines = parsed.error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`);
      throw new BrandsFileError(lines.join('; '));
    }
    const { default: base, hosts } = parsed.data;
    const defaultTitle = base.title ?? DEFAULT_BRAND_TITLE;
    const build = (entry: BrandEntry): BrandResponse => ({
      title: entry.title ?? defaultTitle,
      defaultTitle,
      logoUrl: entry.logoUrl !== undefined ? entry.logoUrl : (base.logoUrl ?? null),
      social: {
        twitter: null,
        telegram: null,
        discord: null,
        docs: null,
        ...base.social,
        ...entry.social,
      },
      supportEmail: entry.supportEmail !== undefined ? entry.supportEmail : (base.supportEmail ?? null),
    });
    this.default = build(base);
    for (const [pattern, entry] of Object.entries(hosts)) {
      const host = normaliseHost(pattern);
      if (host.startsWith('*.')) this.#wildcards.push([host.slice(1), build(entry)]);
      else this.#exact.set(host, build(entry));
    }
    this.#wildcards.sort((a, b) => b[0].length - a[0].length);
  }

  /** The brand of a request's host name (without port); the default for an unknown host. */
  forHost(hostname: string): BrandResponse {
    return this.#match(hostname) ?? this.default;
  }

  /** Whether the brands file names this host, exactly or by a wildcard. */
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

  /** Reads a brands file's text; a `BrandsFileError` says what is wrong with it. */
  static parse(text: string): Brands {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (err) {
      throw new BrandsFileError(`not valid JSON (${(err as Error).message})`);
    }
    return new Brands(json as BrandsFile);
  }
}
