import { ScaledList, type ScaledListProps } from './ScaledList';

/**
 * The grid's windowed rows, at every size: the ScaledList, which keeps react-window's List API
 * (rowComponent, rowProps, rowCount, rowHeight, onRowsRendered) and scales scrolling past a
 * browser's maximum element height (a million rows in the continuous layout).
 *
 * react-window's List is not used for the grid even when the rows fit: given a `scrollElement`, it
 * measures itself (getBoundingClientRect of the list and the scroller) in a layout effect after
 * every render, whatever its props, so each interaction paid a forced layout in the middle of its
 * commit (~3 ms at 100 rows, ~11 ms on a loaded machine). The ScaledList reads the scroller only
 * on its scroll and resize events, never while React commits.
 */
export function RowList<RowProps extends object>(props: ScaledListProps<RowProps>) {
  return <ScaledList {...props} />;
}
