import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Endpoint } from '@yc/contract/common';
import type { LocaleCode } from '@yc/contract/constants';
import { type Article, articleQuery, contentEndpoints } from '@yc/contract/content';
import { request } from '../../../lib/api-client.ts';

// The contract describes `?locale=` as `articleQuery` but its endpoint entry does not list it yet.
const articleEndpoint = { ...contentEndpoints.article, query: articleQuery } satisfies Endpoint;

export const getArticle = (slug: string, locale: LocaleCode, signal?: AbortSignal): Promise<Article> =>
  request(articleEndpoint, { params: { slug }, query: { locale }, signal });

export const getArticleQueryOptions = (slug: string, locale: LocaleCode) =>
  queryOptions({ queryKey: ['article', locale, slug], queryFn: ({ signal }) => getArticle(slug, locale, signal) });

export const useArticle = (slug: string, locale: LocaleCode, enabled = true) =>
  useQuery({ ...getArticleQueryOptions(slug, locale), enabled });
