/**
 * The content console (docs/product.md §10 "Content", decision 83): the F.A.Q. and the learn articles of a language,
 * published or not. Every change is one transaction with its audit row (before and after) and the config bus's
 * 'content' bump; the public pages read the tables per request, so they show a change at once.
 */
import {
  type AdminArticle,
  type AdminFaqItem,
  type CreateArticleBody,
  type CreateFaqItemBody,
  type LocaleCode,
  minutesToRead,
  type UpdateArticleBody,
  type UpdateFaqItemBody,
} from '@yc/contract';
import { type Selectable, sql } from 'kysely';
import { type Db, type Executor, withTransaction } from '../../db/database.ts';
import type { ArticlesTable, FaqItemsTable } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { Actor, AuditLog, AuditRecord } from '../audit/audit-log.ts';
import type { ConfigBus } from '../config/config-bus.ts';

type FaqRow = Selectable<FaqItemsTable>;
type ArticleRow = Selectable<ArticlesTable>;

const toFaqItem = (row: FaqRow): AdminFaqItem => ({
  id: row.id,
  locale: row.locale,
  category: row.category,
  question: row.question,
  answer: row.answer,
  position: row.position,
  published: row.published,
  updatedAt: row.updated_at.toISOString(),
});

const toArticle = (row: ArticleRow): AdminArticle => ({
  slug: row.slug,
  locale: row.locale,
  title: row.title,
  excerpt: row.excerpt,
  body: row.body,
  minutesToRead: minutesToRead(row.body),
  publishedAt: row.published_at.toISOString(),
  published: row.published,
  coverUrl: row.cover_url,
  updatedAt: row.updated_at.toISOString(),
});

/** What the audit log keeps of an entry: its fields, not the row's timestamps. */
const faqState = ({ updatedAt: _, ...item }: AdminFaqItem) => item;
const articleState = ({ updatedAt: _, minutesToRead: __, ...article }: AdminArticle) => article;

export class AdminContentService {
  constructor(private readonly deps: { db: Db; audit: AuditLog; configBus: ConfigBus }) {}

  /** The audit row and the config bus's bump, in the change's transaction. */
  async #record(tx: Executor, actor: Actor, record: AuditRecord) {
    await this.deps.audit.record(tx, actor, record);
    await this.deps.configBus.changed(tx, 'content');
  }

  async faq(locale: LocaleCode, ex: Executor = this.deps.db): Promise<AdminFaqItem[]> {
    const rows = await ex
      .selectFrom('faq_items')
      .selectAll()
      .where('locale', '=', locale)
      .orderBy('position')
      .orderBy('id')
      .execute();
    return rows.map(toFaqItem);
  }

  async #lockedFaqItem(tx: Executor, id: string): Promise<FaqRow> {
    const row = await tx.selectFrom('faq_items').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw notFound('content.faqItemNotFound');
    return row;
  }

  createFaqItem(actor: Actor, body: CreateFaqItemBody): Promise<AdminFaqItem> {
    return withTransaction(this.deps.db, async (tx) => {
      const row = await tx
        .insertInto('faq_items')
        .values({
          ...body,
          position: sql<number>`(select coalesce(max(position) + 1, 0) from faq_items where locale = ${body.locale})`,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const item = toFaqItem(row);
      await this.#record(tx, actor, {
        action: 'content.faq.create',
        objectType: 'faq_item',
        objectId: item.id,
        after: faqState(item),
      });
      return item;
    });
  }

  /** Changes an entry's fields; `action` names the change in the audit log. */
  #changeFaqItem(actor: Actor, id: string, action: string, set: Partial<UpdateFaqItemBody>): Promise<AdminFaqItem> {
    return withTransaction(this.deps.db, async (tx) => {
      const before = toFaqItem(await this.#lockedFaqItem(tx, id));
      const after = toFaqItem(
        await tx
          .updateTable('faq_items')
          .set({ ...set, updated_at: sql`now()` })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      await this.#record(tx, actor, {
        action,
        objectType: 'faq_item',
        objectId: id,
        before: faqState(before),
        after: faqState(after),
      });
      return after;
    });
  }

  updateFaqItem(actor: Actor, id: string, body: UpdateFaqItemBody): Promise<AdminFaqItem> {
    return this.#changeFaqItem(actor, id, 'content.faq.update', body);
  }

  publishFaqItem(actor: Actor, id: string, published: boolean): Promise<AdminFaqItem> {
    return this.#changeFaqItem(actor, id, published ? 'content.faq.publish' : 'content.faq.unpublish', { published });
  }

  /**
   * Swaps the entry with its neighbour in its language's order, then numbers that order 0, 1, 2… (closing the gaps
   * a deletion leaves). The language's entries are locked, so two moves at once apply one after the other. At either
   * end the order stays as it is and nothing is recorded.
   */
  moveFaqItem(actor: Actor, id: string, direction: 'up' | 'down'): Promise<AdminFaqItem[]> {
    return withTransaction(this.deps.db, async (tx) => {
      const { locale } = await this.#lockedFaqItem(tx, id);
      const order = await tx
        .selectFrom('faq_items')
        .select(['id', 'position'])
        .where('locale', '=', locale)
        .orderBy('position')
        .orderBy('id')
        .forUpdate()
        .execute();
      const from = order.findIndex((row) => row.id === id);
      const to = direction === 'up' ? from - 1 : from + 1;
      if (to < 0 || to >= order.length) return this.faq(locale, tx);
      const ids = order.map((row) => row.id);
      [ids[from], ids[to]] = [ids[to] as string, ids[from] as string];
      for (const [position, rowId] of ids.entries()) {
        if (order[position]?.id === rowId && order[position]?.position === position) continue;
        await tx.updateTable('faq_items').set({ position }).where('id', '=', rowId).execute();
      }
      await this.#record(tx, actor, {
        action: 'content.faq.move',
        objectType: 'faq_item',
        objectId: id,
        before: { locale, position: from },
        after: { locale, position: to },
      });
      return this.faq(locale, tx);
    });
  }

  deleteFaqItem(actor: Actor, id: string): Promise<void> {
    return withTransaction(this.deps.db, async (tx) => {
      const before = toFaqItem(await this.#lockedFaqItem(tx, id));
      await tx.deleteFrom('faq_items').where('id', '=', id).execute();
      await this.#record(tx, actor, {
        action: 'content.faq.delete',
        objectType: 'faq_item',
        objectId: id,
        before: faqState(before),
      });
    });
  }

  /** A language's articles, newest first, published or not; the list is short, so it comes whole. */
  async articles(locale: LocaleCode) {
    const rows = await this.deps.db
      .selectFrom('articles')
      .selectAll()
      .where('locale', '=', locale)
      .orderBy('published_at', 'desc')
      .orderBy('slug')
      .execute();
    return rows.map((row) => {
      const { body: _, ...summary } = toArticle(row);
      return summary;
    });
  }

  async article(locale: LocaleCode, slug: string, ex: Executor = this.deps.db, lock = false): Promise<AdminArticle> {
    let query = ex.selectFrom('articles').selectAll().where('locale', '=', locale).where('slug', '=', slug);
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row) throw notFound('content.articleNotFound');
    return toArticle(row);
  }

  /** The slug is unique in its language: a taken one is a 409, also when two operators create it at once. */
  createArticle(actor: Actor, body: CreateArticleBody): Promise<AdminArticle> {
    const { slug, locale, title, excerpt, body: markdown, coverUrl, publishedAt, published } = body;
    return withTransaction(this.deps.db, async (tx) => {
      const row = await tx
        .insertInto('articles')
        .values({
          slug,
          locale,
          title,
          excerpt,
          body: markdown,
          cover_url: coverUrl,
          published_at: publishedAt,
          published,
        })
        .onConflict((oc) => oc.columns(['slug', 'locale']).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!row) throw conflict('content.slugTaken');
      const article = toArticle(row);
      await this.#record(tx, actor, {
        action: 'content.article.create',
        objectType: 'article',
        objectId: `${locale}/${slug}`,
        after: articleState(article),
      });
      return article;
    });
  }

  #changeArticle(
    actor: Actor,
    locale: LocaleCode,
    slug: string,
    action: string,
    set: Partial<UpdateArticleBody>,
  ): Promise<AdminArticle> {
    const { body, coverUrl, publishedAt, ...fields } = set;
    return withTransaction(this.deps.db, async (tx) => {
      const before = await this.article(locale, slug, tx, true);
      const row = await tx
        .updateTable('articles')
        .set({
          ...fields,
          ...(body === undefined ? {} : { body }),
          ...(coverUrl === undefined ? {} : { cover_url: coverUrl }),
          ...(publishedAt === undefined ? {} : { published_at: publishedAt }),
          updated_at: sql`now()`,
        })
        .where('locale', '=', locale)
        .where('slug', '=', slug)
        .returningAll()
        .executeTakeFirstOrThrow();
      const after = toArticle(row);
      await this.#record(tx, actor, {
        action,
        objectType: 'article',
        objectId: `${locale}/${slug}`,
        before: articleState(before),
        after: articleState(after),
      });
      return after;
    });
  }

  updateArticle(actor: Actor, locale: LocaleCode, slug: string, body: UpdateArticleBody): Promise<AdminArticle> {
    return this.#changeArticle(actor, locale, slug, 'content.article.update', body);
  }

  publishArticle(actor: Actor, locale: LocaleCode, slug: string, published: boolean): Promise<AdminArticle> {
    const action = published ? 'content.article.publish' : 'content.article.unpublish';
    return this.#changeArticle(actor, locale, slug, action, { published });
  }

  deleteArticle(actor: Actor, locale: LocaleCode, slug: string): Promise<void> {
    return withTransaction(this.deps.db, async (tx) => {
      const before = await this.article(locale, slug, tx, true);
      await tx.deleteFrom('articles').where('locale', '=', locale).where('slug', '=', slug).execute();
      await this.#record(tx, actor, {
        action: 'content.article.delete',
        objectType: 'article',
        objectId: `${locale}/${slug}`,
        before: articleState(before),
      });
    });
  }
}
