/**
 * The tags a page's HTML head gets from its route and its host's brand (decision 86): public pages a description,
 * their canonical address, their twin in the other language and Open Graph; cabinet, console and unknown pages
 * ask search engines to stay away. Every value inserted is escaped: a brand's title is the operator's free text.
 */
import {
  type BrandResponse,
  DEFAULT_LOCALE,
  escapeHtml,
  fillPattern,
  LOCALE_INFO,
  LOCALES,
  type LocaleCode,
  localizePath,
  type PageMatch,
} from '@yc/contract';

/** Shown by link previews when the brand has no logo; 1200 × 630, the size Open Graph's large cards use. */
export const DEFAULT_SHARE_IMAGE = '/og-image.png';

/** An article's own texts, for its page's head. */
export interface ArticleHead {
  title: string;
  excerpt: string;
}

export interface PageHeadInput {
  brand: BrandResponse;
  /** `https://host`: the canonical addresses are on it (siteOrigin). */
  origin: string;
  /** Null: the path is no page (a 404). */
  page: PageMatch | null;
  article?: ArticleHead | null;
}

const NOINDEX = '<meta name="robots" content="noindex" />';

const meta = (attribute: 'name' | 'property', key: string, value: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
const link = (rel: string, href: string, hreflang?: string) =>
  `<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="${escapeHtml(href)}" />`;
const ogLocale = (locale: LocaleCode) => LOCALE_INFO[locale].iso.replace('-', '_');

const hasFreeParameter = (pattern: string, constrained: PageMatch['route']['params']) =>
  [...pattern.matchAll(/:(\w+)/g)].some(([, name = '']) => !constrained?.[name]);

/**
 * The document's title, as the web app names it ("page — brand", the brand alone on the home page): a rendered page
 * has it before its script runs. Unescaped.
 */
export function pageTitle({ brand, page, article }: Omit<PageHeadInput, 'origin'>): string {
  const name = page?.route.area === 'public' ? (article?.title ?? page.route.title?.[page.locale]) : undefined;
  return name ? `${name} — ${brand.title}` : brand.title;
}

/** The head tags of a page, one a line, to go before `</head>`. */
export function pageHead({ brand, origin, page, article }: PageHeadInput): string[] {
  if (page?.route.area !== 'public') return [NOINDEX];
  const { route, locale, params } = page;
  const title = pageTitle({ brand, page, article });
  const description = article?.excerpt ?? route.description?.[locale].replaceAll('{brand}', brand.title) ?? '';
  // Paths here start with one `/` and come encoded (fillPattern); an asset link may also be absolute already.
  const url = (path: string) => (path.startsWith('/') ? `${origin}${path}` : path);
  const canonical = url(page.path);
  const twin = (code: LocaleCode) => url(localizePath(fillPattern(route.pattern, params), code));
  const image = brand.logoUrl ?? DEFAULT_SHARE_IMAGE;
  // An article's slug is its address in its own language only, so its twin is unknown without another query.
  const twins = hasFreeParameter(route.pattern, route.params)
    ? []
    : [
        ...LOCALES.map((code) => link('alternate', twin(code), code)),
        link('alternate', twin(DEFAULT_LOCALE), 'x-default'),
      ];
  return [
    meta('name', 'description', description),
    link('canonical', canonical),
    ...twins,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', brand.title),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', url(image)),
    meta('property', 'og:locale', ogLocale(locale)),
    ...LOCALES.filter((code) => code !== locale).map((code) => meta('property', 'og:locale:alternate', ogLocale(code))),
    // A logo is square-ish: the small card; the default image is made for the large one.
    meta('name', 'twitter:card', brand.logoUrl ? 'summary' : 'summary_large_image'),
  ];
}
