/** How many pages a paged answer has: at least one, so an empty list still shows its (single) page. */
export const pageCount = ({ total, pageSize }: { total: number; pageSize: number }): number =>
  Math.max(1, Math.ceil(total / pageSize));
