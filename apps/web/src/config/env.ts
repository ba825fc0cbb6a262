/** Build-time configuration: the API base URL (docs/product.md §7: default '/'). */
export const env = {
  apiUrl: (import.meta.env.VITE_API_URL as string | undefined) ?? '/',
} as const;
