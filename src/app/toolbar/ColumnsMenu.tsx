import type { Dispatch } from 'react';
import { billsTable } from '../../bills/definition';
import { ColumnsMenu as RecordColumnsMenu } from '../../table/react/ColumnsMenu';
import type { TableAction } from '../state/actions';
import type { ColumnLayout } from '../state/columns';

export interface ColumnsMenuProps {
  layout: ColumnLayout;
  dispatch: Dispatch<TableAction>;
}

/** The bills list's Columns menu: the generic one (src/table/react/ColumnsMenu.tsx) on its columns. */
export function ColumnsMenu({ layout, dispatch }: ColumnsMenuProps) {
  return <RecordColumnsMenu table={billsTable} layout={layout} dispatch={dispatch} />;
}
