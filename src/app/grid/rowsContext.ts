import { createContext, useContext } from 'react';
import type { Grouping } from '../../domain/grouping';
import type { Invoice } from '../../domain/invoice';
import type { OpenBill } from '../bill/billLink';
import type { GroupListItem } from '../grouping/groupList';
import type { PlacedColumn } from '../state/columns';
import type { ReferenceEditing } from './useReferenceEdit';

/**
 * What every body row reads: the rows' data, the columns, selection, the active cell, editing.
 * The rows read it from a context rather than from the windowing list's `rowProps`, so new rows
 * (a view, a sort, a page, a search) re-render the rows alone: the list re-renders only when what
 * it lays out changes (how many rows, their height, the width), and react-window's List measures
 * itself (a forced layout) only then, not in every click's commit.
 */
export interface RowsContextValue {
  /** Rows there are; the list may lay out more (a whole page), and those render nothing. */
  rowCount: number;
  getRow: (index: number) => Invoice | undefined;
  placed: PlacedColumn[];
  totalWidth: number;
  /** aria-rowindex of the first body row (the header is row 1). */
  firstRowIndex: number;
  isSelected: (id: number) => boolean;
  onToggle: (id: number) => void;
  /** The grid's one tabbable cell, as numbers so an unchanged cell keeps rows from re-rendering. */
  activeRow: number;
  activeCol: number;
  /** Focuses the active cell's target when the person is working in the grid. */
  claimFocus: (target: HTMLElement | null | undefined) => void;
  editing: ReferenceEditing;
  /** Opens a bill's detail: its Reference is a link to it. */
  onOpenBill?: (bill: OpenBill) => void;
  /** Grouped rows (a tree grid): what each row is, and how a group opens and closes. */
  groups?: RowGroups;
}

export interface RowGroups {
  grouping: Grouping;
  getItem: (index: number) => GroupListItem | undefined;
  onToggleGroup: (key: string, open: boolean) => void;
  onPressGroup?: (key: string) => void;
}

export const RowsContext = createContext<RowsContextValue | null>(null);

export function useRows(): RowsContextValue {
  const value = useContext(RowsContext);
  if (!value) throw new Error('A grid row must be rendered inside the grid');
  return value;
}
