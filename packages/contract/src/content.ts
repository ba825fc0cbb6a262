/** Public content: FAQ, learn articles, white-label brand (docs/product.md §1, §2, §9; decision F5). */
import * as z from 'zod/mini';
import { localeSchema } from './auth.ts';
import { endpoint, isoDateTime, pageQuery, paginated } from './common.ts';
import { httpUrl } from './pools.ts';

export const ARTICLE_SLUG_MAX = 100;

/** An absolute http(s) URL or a path on this host, e.g. `/media/logo.svg`. */
export const assetUrl = z.union([httpUrl, z.string().check(z.regex(/^\/(?!\/)[^\s]*$/))]);

export const faqQuery = z.strictObject({ locale: z.optional(localeSchema) });
export type FaqQuery = z.input<typeof faqQuery>;

export const faqItemSchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  category: z.string(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;
/** `locale` is the language answered: the query's, else the caller's. */
export const faqResponse = z.object({ locale: localeSchema, items: z.array(faqItemSchema) });
export type FaqResponse = z.infer<typeof faqResponse>;

export const articlesQuery = z.strictObject({ ...pageQuery.shape, locale: z.optional(localeSchema) });
export type ArticlesQuery = z.input<typeof articlesQuery>;

export const articleSlugSchema = z
  .string({ error: 'validation.required' })
  .check(
    z.maxLength(ARTICLE_SLUG_MAX, { error: 'validation.maxLength' }),
    z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'validation.invalid' }),
  );
export const articleParams = z.strictObject({ slug: articleSlugSchema });
export type ArticleParams = z.input<typeof articleParams>;
/** `GET /articles/:slug?locale=`: the language answered, else the caller's (same shape as the F.A.Q.'s). */
export const articleQuery = faqQuery;
export type ArticleQuery = z.input<typeof articleQuery>;

export const articleSummarySchema = z.object({
  slug: articleSlugSchema,
  title: z.string(),
  excerpt: z.string(),
  /** Fills '{min} min read'. */
  minutesToRead: z.int().check(z.minimum(1)),
  publishedAt: isoDateTime,
  coverUrl: z.nullable(assetUrl),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;
export const articlesResponse = paginated(articleSummarySchema);
export type ArticlesResponse = z.infer<typeof articlesResponse>;

export const articleSchema = z.extend(articleSummarySchema, {
  locale: localeSchema,
  /** Markdown; the web renders it without raw HTML. */
  body: z.string(),
});
export type Article = z.infer<typeof articleSchema>;

export const brandResponse = z.object({
  /** The host's title, or `defaultTitle` for an unknown host. */
  title: z.string(),
  defaultTitle: z.string(),
  logoUrl: z.nullable(assetUrl),
  social: z.object({
    twitter: z.nullable(httpUrl),
    telegram: z.nullable(httpUrl),
    discord: z.nullable(httpUrl),
    docs: z.nullable(httpUrl),
  }),
  supportEmail: z.nullable(z.email()),
  /** The Mantine theme's primary colour, `#rrggbb`; null: the app's own (decision 84). */
  primaryColor: z.nullable(z.string()),
  faviconUrl: z.nullable(assetUrl),
  /** The legal entity the terms name; null: the terms name the brand's title. */
  legalEntity: z.nullable(z.string()),
});
export type BrandResponse = z.infer<typeof brandResponse>;

export const contentEndpoints = {
  faq: endpoint({
    method: 'GET',
    path: '/api/v1/faq',
    tag: 'content',
    auth: 'none',
    summary: 'Questions and answers',
    query: faqQuery,
    response: faqResponse,
  }),
  articles: endpoint({
    method: 'GET',
    path: '/api/v1/articles',
    tag: 'content',
    auth: 'none',
    summary: 'Learn articles, newest first',
    query: articlesQuery,
    response: articlesResponse,
  }),
  article: endpoint({
    method: 'GET',
    path: '/api/v1/articles/:slug',
    tag: 'content',
    auth: 'none',
    summary: 'One learn article with its body',
    params: articleParams,
    query: articleQuery,
    response: articleSchema,
  }),
  brand: endpoint({
    method: 'GET',
    path: '/api/v1/brand',
    tag: 'content',
    auth: 'none',
    summary: 'White-label brand of the requesting host',
    response: brandResponse,
  }),
} as const;
