import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocaleCode } from '@yc/contract/constants';
import type { Article } from '@yc/contract/content';
import { request } from '../../../lib/api-client.ts';

export const getArticle = (slug: string, locale: LocaleCode, signal?: AbortSignal): Promise<Article> =>
  request(() => import('@yc/contract/content').then((m) => m.contentEndpoints.article), {
    params: { slug },
    query: { locale },
    signal,
  });

export const getArticleQueryOptions = (slug: string, locale: LocaleCode) =>
  queryOptions({ queryKey: ['article', locale, slug], queryFn: ({ signal }) => getArticle(slug, locale, signal) });

export const useArticle = (slug: string, locale: LocaleCode, enabled = true) =>
  useQuery({ ...getArticleQueryOptions(slug, locale), enabled });
