import type { PageSize } from '../../domain/query';
import { billsPageSize } from '../../bills/definition';

/** The paging slice: which page of the matching rows, and how many rows a page holds. */
export interface PagingState {
  pageIndex: number;
  pageSize: PageSize;
}

/** Invoice screen page size (spec §9). */
export const defaultPageSize: PageSize = billsPageSize;

export function getDefaultPaging(): PagingState {
  return { pageIndex: 0, pageSize: defaultPageSize };
}

export function paging_setPageIndex(paging: PagingState, pageIndex: number): PagingState {
  const index = Math.max(0, pageIndex);
  return index === paging.pageIndex ? paging : { ...paging, pageIndex: index };
}

export function paging_setPageSize(paging: PagingState, pageSize: PageSize): PagingState {
  return pageSize === paging.pageSize ? paging : { ...paging, pageSize };
}

/** Paging arithmetic for the pager. An empty result still has one (empty) page. */
export function getPageCount({ total, pageSize }: { total: number; pageSize: number }): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
