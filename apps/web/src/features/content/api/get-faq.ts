import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocaleCode } from '@yc/contract/constants';
import type { FaqResponse } from '@yc/contract/content';
import { request } from '../../../lib/api-client.ts';

export const getFaq = (locale: LocaleCode, signal?: AbortSignal): Promise<FaqResponse> =>
  request(() => import('@yc/contract/content').then((m) => m.contentEndpoints.faq), { query: { locale }, signal });

export const getFaqQueryOptions = (locale: LocaleCode) =>
  queryOptions({ queryKey: ['faq', locale], queryFn: ({ signal }) => getFaq(locale, signal) });

export const useFaq = (locale: LocaleCode) => useQuery(getFaqQueryOptions(locale));
