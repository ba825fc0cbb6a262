/** A calendar day as YYYY-MM-DD (docs/product.md §9), taken in UTC so every reader sees the same date. */
export const formatDate = (iso: string): string => new Date(iso).toISOString().slice(0, 10);
