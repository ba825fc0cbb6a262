/** Public content: the F.A.Q. and learn articles, in the language asked for, else the caller's. */
import { type ArticleSummary, api, minutesToRead } from '@yc/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import { requestLocale } from '../../lib/locale.ts';
import { route } from '../../lib/route.ts';
import type { ContentRepository } from './content.repository.ts';

type ArticleRow = NonNullable<Awaited<ReturnType<ContentRepository['article']>>>;

const toSummary = (row: ArticleRow): ArticleSummary => ({
  slug: row.slug,
  title: row.title,
  excerpt: row.excerpt,
  minutesToRead: minutesToRead(row.body),
  publishedAt: row.published_at.toISOString(),
  coverUrl: row.cover_url,
});

export default async function contentRoutes(app: FastifyInstance) {
  const content = app.contentRepository;

  route(app, api.faq, async (req) => {
    const locale = req.query.locale ?? requestLocale(req);
    return { locale, items: await content.faq(locale) };
  });

  route(app, api.articles, async (req) => {
    const { page, pageSize } = req.query;
    const { rows, total } = await content.articles(req.query.locale ?? requestLocale(req), page, pageSize);
    return { items: rows.map(toSummary), page, pageSize, total };
  });

  // The contract's endpoint has no query yet; the server already takes `?locale=` like the F.A.Q.
  route(app, api.article, async (req) => {
    const row = await content.article(req.params.slug, req.query.locale ?? requestLocale(req));
    if (!row) throw notFound('content.articleNotFound');
    return { ...toSummary(row), locale: row.locale, body: row.body };
  });
}
