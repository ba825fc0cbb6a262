/** The brands console's reads and changes; each change refreshes the list and this host's own brand. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminBrand, type BrandBody, type BrandImage, adminBrandsEndpoints as e } from '@yc/contract/admin-brands';
import { request } from '../../../lib/api-client.ts';
import { getBrandQueryOptions } from '../../../lib/brand.ts';

const brandsKey = ['admin', 'brands'] as const;

export const getBrands = () => request(e.adminBrands);
export const useBrands = () => useQuery({ queryKey: brandsKey, queryFn: getBrands });

export const createBrand = (body: BrandBody) => request(e.createBrand, { body });
export const updateBrand = (id: string, body: BrandBody) => request(e.updateBrand, { params: { id }, body });
export const deleteBrand = (id: string) => request(e.deleteBrand, { params: { id } });

/** Sends the file as multipart field `file`; the server re-encodes it. */
export function uploadBrandImage(id: string, image: BrandImage, file: File): Promise<AdminBrand> {
  const formData = new FormData();
  formData.append('file', file);
  return request(e.uploadBrandImage, { params: { id, image }, formData });
}
export const removeBrandImage = (id: string, image: BrandImage) =>
  request(e.deleteBrandImage, { params: { id, image } });

/** A mutation of one change; `mutateAsync` answers the server's reply or throws its error. */
export function useBrandChange<A extends unknown[], R>(change: (...args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => change(...args),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: brandsKey }),
        queryClient.invalidateQueries({ queryKey: getBrandQueryOptions().queryKey }),
      ]),
  });
}
