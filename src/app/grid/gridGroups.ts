import type { Grouping } from '../../domain/grouping';
import type { GroupListItem } from '../grouping/groupList';

/** Grouped rows (a tree grid): what each row is, and how a group opens and closes. */
export interface GridGroups {
  grouping: Grouping;
  /** The row at a grid index: a group's header or one of its bills. */
  getItem: (index: number) => GroupListItem | undefined;
  onToggleGroup: (key: string, open: boolean) => void;
  /** A closed group's Open button is pressed (pointerdown): its first bills are fetched ahead. */
  onPressGroup?: (key: string) => void;
}
