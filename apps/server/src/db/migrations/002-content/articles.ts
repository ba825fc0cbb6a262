import type { LocaleCode } from '@yc/contract';
import { ARTICLES_EN } from './articles-en.ts';
import { ARTICLES_RU } from './articles-ru.ts';

export interface SeedArticle {
  slug: string;
  title: string;
  excerpt: string;
  /** Markdown. */
  body: string;
  publishedAt: string;
}

/** The same slug in both languages, so switching language keeps the reader on the same article. */
export const ARTICLES: Record<LocaleCode, SeedArticle[]> = { en: ARTICLES_EN, ru: ARTICLES_RU };
