/** The content console (decision 83): the F.A.Q. and the learn articles, published or not, and their changes. */
import { api, translate } from '@yc/contract';
import type { FastifyInstance } from 'fastify';
import { requestLocale } from '../../lib/locale.ts';
import { route } from '../../lib/route.ts';
import { actorOf } from '../audit/audit-log.ts';

export default async function adminContentRoutes(app: FastifyInstance) {
  const { adminContent } = app;

  route(app, api.adminFaq, async (req) => ({ items: await adminContent.faq(req.query.locale) }));

  route(app, api.adminCreateFaqItem, async (req) => adminContent.createFaqItem(actorOf(req), req.body));

  route(app, api.adminUpdateFaqItem, async (req) => adminContent.updateFaqItem(actorOf(req), req.params.id, req.body));

  route(app, api.adminMoveFaqItem, async (req) => ({
    items: await adminContent.moveFaqItem(actorOf(req), req.params.id, req.body.direction),
  }));

  route(app, api.adminPublishFaqItem, async (req) =>
    adminContent.publishFaqItem(actorOf(req), req.params.id, req.body.published),
  );

  route(app, api.adminDeleteFaqItem, async (req) => {
    await adminContent.deleteFaqItem(actorOf(req), req.params.id);
    return { message: translate(requestLocale(req), 'content.faqItemDeleted'), code: 'content.faqItemDeleted' };
  });

  route(app, api.adminArticles, async (req) => ({ items: await adminContent.articles(req.query.locale) }));

  route(app, api.adminArticle, async (req) => adminContent.article(req.params.locale, req.params.slug));

  route(app, api.adminCreateArticle, async (req) => adminContent.createArticle(actorOf(req), req.body));

  route(app, api.adminUpdateArticle, async (req) =>
    adminContent.updateArticle(actorOf(req), req.params.locale, req.params.slug, req.body),
  );

  route(app, api.adminPublishArticle, async (req) =>
    adminContent.publishArticle(actorOf(req), req.params.locale, req.params.slug, req.body.published),
  );

  route(app, api.adminDeleteArticle, async (req) => {
    await adminContent.deleteArticle(actorOf(req), req.params.locale, req.params.slug);
    return { message: translate(requestLocale(req), 'content.articleDeleted'), code: 'content.articleDeleted' };
  });
}
