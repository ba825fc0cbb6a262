import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LocaleCode } from '@yc/contract/constants';
import type { ArticlesResponse } from '@yc/contract/content';
import { request } from '../../../lib/api-client.ts';

export interface ArticlesParams {
  locale: LocaleCode;
  page: number;
  pageSize: number;
}

export const getArticles = (
  { locale, page, pageSize }: ArticlesParams,
  signal?: AbortSignal,
): Promise<ArticlesResponse> =>
  request(() => import('@yc/contract/content').then((m) => m.contentEndpoints.articles), {
    query: { locale, page, pageSize },
    signal,
  });

export const getArticlesQueryOptions = (params: ArticlesParams) =>
  queryOptions({
    queryKey: ['articles', params.locale, params.page, params.pageSize],
    queryFn: ({ signal }) => getArticles(params, signal),
    // A page switch keeps the current cards on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

export const useArticles = (params: ArticlesParams) => useQuery(getArticlesQueryOptions(params));
