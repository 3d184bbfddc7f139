/** Paging arithmetic for the pager. An empty result still has one (empty) page. */
export function getPageCount({ total, pageSize }: { total: number; pageSize: number }): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function clampPageIndex(args: { pageIndex: number; total: number; pageSize: number }) {
  return Math.min(Math.max(0, args.pageIndex), getPageCount(args) - 1);
}
