import { memo, useCallback, type Dispatch } from 'react';
import { pageSizes, type PageSize } from '../../domain/query';
import { Pager as RecordPager } from '../../table/react/Pager';
import { pressProps, usePrefetch } from '../data/PrefetchContext';
import type { TableAction } from '../state/actions';

export interface PagerProps {
  pageIndex: number;
  pageSize: PageSize;
  total: number;
  dispatch: Dispatch<TableAction>;
}

const toPage = (pageIndex: number): TableAction => ({ type: 'setPageIndex', pageIndex });

/**
 * The bills list's pager: the generic one (src/table), whose buttons fetch their page's rows on
 * the press, so the click shows them in its own frame.
 */
export const Pager = memo(function Pager({ pageIndex, pageSize, total, dispatch }: PagerProps) {
  const prefetch = usePrefetch();
  const press = useCallback(
    (index: number) => pressProps(prefetch, () => toPage(index)),
    [prefetch],
  );
  const onPageIndex = useCallback((index: number) => dispatch(toPage(index)), [dispatch]);
  const onPageSize = useCallback(
    (size: number) => dispatch({ type: 'setPageSize', pageSize: size as PageSize }),
    [dispatch],
  );
  return (
    <RecordPager
      pageIndex={pageIndex}
      pageSize={pageSize}
      pageSizes={pageSizes}
      total={total}
      onPageIndex={onPageIndex}
      onPageSize={onPageSize}
      press={press}
    />
  );
});
