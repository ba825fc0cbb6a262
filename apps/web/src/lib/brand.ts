import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_BRAND_TITLE } from '@yc/contract/constants';
import type { BrandResponse } from '@yc/contract/content';
import { request } from './api-client.ts';

export const getBrand = (): Promise<BrandResponse> =>
  request(() => import('@yc/contract/content').then((m) => m.contentEndpoints.brand));

export const getBrandQueryOptions = () =>
  queryOptions({ queryKey: ['brand'], queryFn: getBrand, staleTime: Number.POSITIVE_INFINITY });

/** The brand shown before the server answers, or if it cannot: the generic finance title (docs/product.md §1). */
export const DEFAULT_BRAND: BrandResponse = {
  title: DEFAULT_BRAND_TITLE,
  defaultTitle: DEFAULT_BRAND_TITLE,
  logoUrl: null,
  social: { twitter: null, telegram: null, discord: null, docs: null },
  supportEmail: null,
  primaryColor: null,
  faviconUrl: null,
  legalEntity: null,
};

export function useBrand(): BrandResponse {
  return useQuery(getBrandQueryOptions()).data ?? DEFAULT_BRAND;
}
