import { useCallback, useEffect, useMemo, type Dispatch } from 'react';
import type { InvoiceQuery } from '../../domain/query';
import type { Invoice } from '../../domain/invoice';
import type { InvoiceClient } from '../data/client';
import type { DataRevision } from '../data/source';
import type { TableAction } from '../state/actions';
import type { TableState } from '../state/tableState';
import { useGroups } from './useGroups';

/**
 * What the grid shows when the table is grouped: in the continuous layout the whole list of
 * groups and open groups' bills; in the paged layout a page of that list (a page counts group
 * rows and bills alike, so 'Items per page' rows are on every page). `grid` is null when the
 * table is not grouped.
 */
export function useGroupedRows(
  client: InvoiceClient | null,
  data: DataRevision,
  query: InvoiceQuery,
  state: Pick<TableState, 'groupBy' | 'openGroups' | 'layout' | 'pagination'>,
  dispatch: Dispatch<TableAction>,
) {
  const { groupBy, openGroups, layout, pagination } = state;
  const groups = useGroups(client, data, query, groupBy, openGroups);
  const { list, getBill, onRange } = groups;
  const paged = layout === 'paged';
  const firstIndex = paged ? pagination.pageIndex * pagination.pageSize : 0;
  const rowCount = paged
    ? Math.max(0, Math.min(pagination.pageSize, list.length - firstIndex))
    : list.length;
  const lastPage = Math.max(0, Math.ceil(list.length / pagination.pageSize) - 1);
  // Closing groups can leave the page past the last one: show the last.
  const pastLast = paged && groups.groups !== null && pagination.pageIndex > lastPage;
  useEffect(() => {
    if (pastLast) dispatch({ type: 'setPageIndex', pageIndex: lastPage });
  }, [pastLast, lastPage, dispatch]);

  const getRow = useCallback(
    (index: number): Invoice | undefined => getBill(firstIndex + index),
    [getBill, firstIndex],
  );
  const getItem = useCallback(
    (index: number) => list.itemAt(firstIndex + index),
    [list, firstIndex],
  );
  const onRowsRendered = useCallback(
    (visible: { startIndex: number; stopIndex: number }) =>
      onRange(firstIndex + visible.startIndex, firstIndex + visible.stopIndex),
    [onRange, firstIndex],
  );
  const onToggleGroup = useCallback(
    (key: string, open: boolean) => dispatch({ type: 'setGroupOpen', key, open }),
    [dispatch],
  );
  // The page's bills, for the header checkbox; in one list it selects every match instead.
  const pageIds = useMemo(() => {
    const ids: number[] = [];
    for (let i = 0; paged && i < rowCount; i++) {
      const bill = getRow(i);
      if (bill) ids.push(bill.id);
    }
    return ids;
  }, [paged, rowCount, getRow]);

  const grid = useMemo(
    () =>
      groupBy === 'none'
        ? null
        : {
            rowCount,
            length: list.length,
            firstIndex,
            getRow,
            onRowsRendered,
            pageIds,
            pending: groups.pending,
            groups: { grouping: groupBy, getItem, onToggleGroup, onPressGroup: groups.openAhead },
          },
    [
      groupBy,
      rowCount,
      list.length,
      firstIndex,
      getRow,
      onRowsRendered,
      pageIds,
      groups.pending,
      getItem,
      onToggleGroup,
      groups.openAhead,
    ],
  );
  return { grid, error: groups.error, groupByAhead: groups.groupByAhead };
}
