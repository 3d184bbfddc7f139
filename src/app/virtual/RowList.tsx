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
  return <List {...(props as unknown as ListProps<RowProps>)} />;
}
