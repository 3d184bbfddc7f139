import { List, type ListProps } from 'react-window';
import { maxSpacerHeight } from './scaledWindow';
import { ScaledList, type ScaledListProps } from './ScaledList';

/**
 * react-window's List while the rows fit in a browser's maximum element height, and the
 * ScaledList (same props) past it, e.g. a million rows in the continuous layout.
 */
export function RowList<RowProps extends object>(props: ScaledListProps<RowProps>) {
  if (props.rowCount * props.rowHeight > maxSpacerHeight) return <ScaledList {...props} />;
  // The same props; react-window types rowProps more narrowly than ScaledList needs to.
  const listProps = props as unknown as ListProps<RowProps>;
  return (
    <List
      {...listProps}
      // Given its height (the rows' own), the List does not watch its size with a
      // ResizeObserver, whose first answer re-rendered it and made it measure the scroll element
      // again (a forced layout) in the task that showed the first rows.
      style={{ height: props.rowCount * props.rowHeight, ...props.style }}
      // Until it has its scroll element, rows for a container as tall as the window: enough to
      // fill any grid.
      defaultHeight={window.innerHeight}
    />
  );
}
