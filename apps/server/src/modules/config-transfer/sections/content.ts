/**
 * The content's part: the F.A.Q. of each language in its order and the learn articles, published or not (decision
 * 83). A F.A.Q. entry is known by its id, which the document carries; an article by its language and slug.
 */
import type { ArticleConfig, ConfigDocument, FaqItemConfig } from '@yc/contract';
import { type ConfigSectionDef, diffItems } from '../section.ts';

type Content = ConfigDocument['content'];
/** An entry with its place among its language's entries (0-based), which the document gives by its order. */
type PlacedFaqItem = Omit<FaqItemConfig, 'id'> & { position: number };
type ArticleItem = Omit<ArticleConfig, 'locale' | 'slug'>;

/** The texts as the console's schemas take them (trimmed), so a stored text compares equal to its own export. */
function faqItems(faq: FaqItemConfig[]) {
  const next = new Map<string, number>();
  return new Map(
    faq.map(({ id, locale, category, question, answer, published }) => {
      const position = next.get(locale) ?? 0;
      next.set(locale, position + 1);
      const item = { locale, category: category.trim(), question: question.trim(), answer: answer.trim(), published };
      return [`faq/${id}`, { ...item, position } satisfies PlacedFaqItem];
    }),
  );
}

const articleItems = (articles: ArticleConfig[]) =>
  new Map(
    articles.map(({ locale, slug, ...a }) => [
      `articles/${locale}/${slug}`,
      {
        title: a.title.trim(),
        excerpt: a.excerpt.trim(),
        body: a.body.trim(),
        coverUrl: a.coverUrl,
        publishedAt: new Date(a.publishedAt).toISOString(),
        published: a.published,
      } satisfies ArticleItem,
    ]),
  );

export const contentSection: ConfigSectionDef<'content'> = {
  name: 'content',
  scope: 'content',

  async read(ex) {
    const [faq, articles] = await Promise.all([
      ex.selectFrom('faq_items').selectAll().orderBy('locale').orderBy('position').orderBy('id').execute(),
      ex.selectFrom('articles').selectAll().orderBy('locale').orderBy('slug').execute(),
    ]);
    return {
      faq: faq.map((f) => ({
        id: f.id,
        locale: f.locale,
        category: f.category,
        question: f.question,
        answer: f.answer,
        published: f.published,
      })),
      articles: articles.map((a) => ({
        slug: a.slug,
        locale: a.locale,
        title: a.title,
        excerpt: a.excerpt,
        body: a.body,
        coverUrl: a.cover_url,
        publishedAt: new Date(a.published_at).toISOString(),
        published: a.published,
      })),
    } satisfies Content;
  },

  diff(current, incoming) {
    return [
      ...diffItems('content', faqItems(current.faq), faqItems(incoming.faq)),
      ...diffItems('content', articleItems(current.articles), articleItems(incoming.articles)),
    ];
  },

  async apply(tx, changes) {
    for (const change of changes) {
      const [kind, ...key] = change.item.split('/');
      if (kind === 'faq') {
        const id = key[0] as string;
        const f = change.after as PlacedFaqItem | null;
        if (!f) await tx.deleteFrom('faq_items').where('id', '=', id).execute();
        else if (change.kind === 'added')
          await tx
            .insertInto('faq_items')
            .values({ id, ...f })
            .execute();
        else
          await tx
            .updateTable('faq_items')
            .set({ ...f, updated_at: new Date() })
            .where('id', '=', id)
            .execute();
      } else {
        const [locale, slug] = key as ['en' | 'ru', string];
        const a = change.after as ArticleItem | null;
        if (!a) {
          await tx.deleteFrom('articles').where('locale', '=', locale).where('slug', '=', slug).execute();
          continue;
        }
        const values = {
          title: a.title,
          excerpt: a.excerpt,
          body: a.body,
          cover_url: a.coverUrl,
          published_at: a.publishedAt,
          published: a.published,
          updated_at: new Date(),
        };
        if (change.kind === 'added')
          await tx
            .insertInto('articles')
            .values({ slug, locale, ...values })
            .execute();
        else
          await tx.updateTable('articles').set(values).where('locale', '=', locale).where('slug', '=', slug).execute();
      }
    }
  },
};
