/**
 * The content console (docs/product.md §10 "Content", decision 83): the F.A.Q. and the learn articles in each
 * language, published or not, created, edited, reordered (the F.A.Q.), published, unpublished and deleted.
 */
import * as z from 'zod/mini';
import { localeSchema } from './auth.ts';
import { endpoint, isoDateTime, messageSchema, uuid } from './common.ts';
import { articleSlugSchema, assetUrl } from './content.ts';
import { multilineDisplayText, requiredDisplayText } from './validation.ts';

/** The longest texts the console takes, in characters. */
export const CONTENT_LIMITS = {
  category: 100,
  question: 300,
  answer: 5000,
  title: 200,
  excerpt: 500,
  body: 100_000,
} as const;

export const adminContentQuery = z.strictObject({ locale: localeSchema });
export type AdminContentQuery = z.input<typeof adminContentQuery>;

export const adminFaqItemSchema = z.object({
  id: uuid,
  locale: localeSchema,
  category: z.string(),
  question: z.string(),
  /** Markdown, rendered as an article's body is. */
  answer: z.string(),
  /** 0-based, the order shown within the language. */
  position: z.int().check(z.minimum(0)),
  published: z.boolean(),
  updatedAt: isoDateTime,
});
export type AdminFaqItem = z.infer<typeof adminFaqItemSchema>;
export const adminFaqResponse = z.object({ items: z.array(adminFaqItemSchema) });
export type AdminFaqResponse = z.infer<typeof adminFaqResponse>;

const faqFields = {
  category: requiredDisplayText(CONTENT_LIMITS.category),
  question: requiredDisplayText(CONTENT_LIMITS.question),
  answer: multilineDisplayText(CONTENT_LIMITS.answer),
  published: z.boolean({ error: 'validation.invalid' }),
};
/** A new entry goes last in its language. */
export const createFaqItemBody = z.strictObject({ locale: localeSchema, ...faqFields });
export type CreateFaqItemBody = z.input<typeof createFaqItemBody>;
export const updateFaqItemBody = z.strictObject(faqFields);
export type UpdateFaqItemBody = z.input<typeof updateFaqItemBody>;

export const faqItemParams = z.strictObject({ id: uuid });
export const moveFaqItemBody = z.strictObject({ direction: z.enum(['up', 'down'], { error: 'validation.invalid' }) });
export type MoveFaqItemBody = z.input<typeof moveFaqItemBody>;
export const publishBody = z.strictObject({ published: z.boolean({ error: 'validation.invalid' }) });
export type PublishBody = z.input<typeof publishBody>;

export const adminArticleSummarySchema = z.object({
  slug: articleSlugSchema,
  locale: localeSchema,
  title: z.string(),
  excerpt: z.string(),
  minutesToRead: z.int().check(z.minimum(1)),
  /** Shown from this moment on when published; the public list is newest first. */
  publishedAt: isoDateTime,
  published: z.boolean(),
  coverUrl: z.nullable(assetUrl),
  updatedAt: isoDateTime,
});
export type AdminArticleSummary = z.infer<typeof adminArticleSummarySchema>;
export const adminArticlesResponse = z.object({ items: z.array(adminArticleSummarySchema) });
export type AdminArticlesResponse = z.infer<typeof adminArticlesResponse>;
export const adminArticleSchema = z.extend(adminArticleSummarySchema, { body: z.string() });
export type AdminArticle = z.infer<typeof adminArticleSchema>;

const articleFields = {
  title: requiredDisplayText(CONTENT_LIMITS.title),
  excerpt: requiredDisplayText(CONTENT_LIMITS.excerpt),
  body: multilineDisplayText(CONTENT_LIMITS.body),
  coverUrl: z.nullable(assetUrl),
  publishedAt: z.iso.datetime({ offset: true, error: 'validation.invalid' }),
  published: z.boolean({ error: 'validation.invalid' }),
};
/** The slug is the article's address in its language: unique there, and fixed once created (links keep working). */
export const createArticleBody = z.strictObject({ slug: articleSlugSchema, locale: localeSchema, ...articleFields });
export type CreateArticleBody = z.input<typeof createArticleBody>;
export const updateArticleBody = z.strictObject(articleFields);
export type UpdateArticleBody = z.input<typeof updateArticleBody>;
export const articleKeyParams = z.strictObject({ locale: localeSchema, slug: articleSlugSchema });
export type ArticleKeyParams = z.input<typeof articleKeyParams>;

const FAQ_PATH = '/api/v1/admin/content/faq';
const ARTICLES_PATH = '/api/v1/admin/content/articles';
const admin = { tag: 'admin', auth: 'admin' } as const;

export const adminContentEndpoints = {
  adminFaq: endpoint({
    ...admin,
    method: 'GET',
    path: FAQ_PATH,
    summary: 'The F.A.Q. of a language in its order, published and unpublished entries',
    query: adminContentQuery,
    response: adminFaqResponse,
  }),
  adminCreateFaqItem: endpoint({
    ...admin,
    method: 'POST',
    path: FAQ_PATH,
    summary: 'Add a F.A.Q. entry, last in its language',
    body: createFaqItemBody,
    response: adminFaqItemSchema,
    status: 201,
  }),
  adminUpdateFaqItem: endpoint({
    ...admin,
    method: 'PUT',
    path: `${FAQ_PATH}/:id`,
    summary: "Change a F.A.Q. entry's category, question, answer or publication",
    params: faqItemParams,
    body: updateFaqItemBody,
    response: adminFaqItemSchema,
  }),
  adminMoveFaqItem: endpoint({
    ...admin,
    method: 'POST',
    path: `${FAQ_PATH}/:id/move`,
    summary: 'Move a F.A.Q. entry one place up or down in its language; answers the new order',
    params: faqItemParams,
    body: moveFaqItemBody,
    response: adminFaqResponse,
  }),
  adminPublishFaqItem: endpoint({
    ...admin,
    method: 'POST',
    path: `${FAQ_PATH}/:id/publish`,
    summary: 'Publish or unpublish a F.A.Q. entry',
    params: faqItemParams,
    body: publishBody,
    response: adminFaqItemSchema,
  }),
  adminDeleteFaqItem: endpoint({
    ...admin,
    method: 'DELETE',
    path: `${FAQ_PATH}/:id`,
    summary: 'Delete a F.A.Q. entry',
    params: faqItemParams,
    response: messageSchema,
  }),
  adminArticles: endpoint({
    ...admin,
    method: 'GET',
    path: ARTICLES_PATH,
    summary: 'The learn articles of a language, newest first, published and unpublished',
    query: adminContentQuery,
    response: adminArticlesResponse,
  }),
  adminArticle: endpoint({
    ...admin,
    method: 'GET',
    path: `${ARTICLES_PATH}/:locale/:slug`,
    summary: 'One learn article with its Markdown body',
    params: articleKeyParams,
    response: adminArticleSchema,
  }),
  adminCreateArticle: endpoint({
    ...admin,
    method: 'POST',
    path: ARTICLES_PATH,
    summary: 'Write a learn article; its slug is unique in its language',
    body: createArticleBody,
    response: adminArticleSchema,
    status: 201,
  }),
  adminUpdateArticle: endpoint({
    ...admin,
    method: 'PUT',
    path: `${ARTICLES_PATH}/:locale/:slug`,
    summary: "Change a learn article's title, excerpt, body, cover, date or publication",
    params: articleKeyParams,
    body: updateArticleBody,
    response: adminArticleSchema,
  }),
  adminPublishArticle: endpoint({
    ...admin,
    method: 'POST',
    path: `${ARTICLES_PATH}/:locale/:slug/publish`,
    summary: 'Publish or unpublish a learn article',
    params: articleKeyParams,
    body: publishBody,
    response: adminArticleSchema,
  }),
  adminDeleteArticle: endpoint({
    ...admin,
    method: 'DELETE',
    path: `${ARTICLES_PATH}/:locale/:slug`,
    summary: 'Delete a learn article',
    params: articleKeyParams,
    response: messageSchema,
  }),
} as const;
