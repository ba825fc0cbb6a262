/** The content console's reads: a language's F.A.Q. and articles (published or not), and one article's body. */
import { useQuery } from '@tanstack/react-query';
import { adminContentEndpoints as e } from '@yc/contract/admin-content';
import type { LocaleCode } from '@yc/contract/constants';
import { request } from '../../../lib/api-client.ts';

export const contentKey = ['admin', 'content'] as const;

export const getAdminFaq = (locale: LocaleCode) => request(e.adminFaq, { query: { locale } });
export const useAdminFaq = (locale: LocaleCode) =>
  useQuery({ queryKey: [...contentKey, 'faq', locale], queryFn: () => getAdminFaq(locale) });

export const getAdminArticles = (locale: LocaleCode) => request(e.adminArticles, { query: { locale } });
export const useAdminArticles = (locale: LocaleCode) =>
  useQuery({ queryKey: [...contentKey, 'articles', locale], queryFn: () => getAdminArticles(locale) });

export const getAdminArticle = (locale: LocaleCode, slug: string) =>
  request(e.adminArticle, { params: { locale, slug } });
/** Only while the article's dialog is open: the list carries no bodies. */
export const useAdminArticle = (locale: LocaleCode, slug: string | null) =>
  useQuery({
    queryKey: [...contentKey, 'article', locale, slug],
    queryFn: () => getAdminArticle(locale, slug as string),
    enabled: slug !== null,
  });
