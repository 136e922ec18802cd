/** Pages of a list, newest first by default (docs/product-rules.md 9: 10 a page, sort order desc). */
import type { Schemas } from '@attar/sdk';

export interface PageQuery {
  pageNum?: number;
  pageSize?: number;
  sortOrder?: 'asc' | 'desc';
}

/**
 * Sorts by a timestamp (ties by id) and cuts one page.
 * @example pageOf(drafts, { pageNum: 2 }, (d) => d.updatedAt, (d) => d.id)
 */
export function pageOf<T>(
  items: readonly T[],
  query: PageQuery,
  at: (item: T) => string,
  id: (item: T) => string,
): { items: T[]; paging: Schemas['Paging'] } {
  const pageNum = query.pageNum ?? 1;
  const pageSize = query.pageSize ?? 10;
  const direction = (query.sortOrder ?? 'desc') === 'desc' ? -1 : 1;
  const sorted = [...items].sort((a, b) => direction * (at(a).localeCompare(at(b)) || id(a).localeCompare(id(b))));
  return {
    items: sorted.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    paging: { pageNum, pageSize, totalItems: sorted.length, totalPages: Math.ceil(sorted.length / pageSize) },
  };
}
