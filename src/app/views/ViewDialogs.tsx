import type { Dispatch, RefObject } from 'react';
import type { TableAction } from '../state/actions';
import type { TableState } from '../state/tableState';
import { ConfirmDialog } from './ConfirmDialog';
import { SortByDialog } from './SortByDialog';
import type { ViewDialog } from './useViewController';

export interface ViewDialogsProps {
  dialog: ViewDialog;
  activeLabel: string;
  sorting: TableState['sorting'];
  dispatch: Dispatch<TableAction>;
  close: () => void;
  confirmDelete: () => void;
  confirmReset: () => void;
  /**
   * Where focus goes when a dialog closes. Radix would return it to what had focus when the
   * dialog opened: the menu entry, gone by then, so focus would fall to the page.
   */
  returnFocus: RefObject<HTMLElement | null>;
}

/** The dialogs the view options menu opens: Sort by..., and the confirmations. */
export function ViewDialogs(props: ViewDialogsProps) {
  const { dialog, activeLabel, sorting, dispatch, close, returnFocus } = props;
  const onCloseAutoFocus = (event: Event) => {
    if (!returnFocus.current) return;
    event.preventDefault();
    returnFocus.current.focus();
  };
  return (
    <>
      <SortByDialog
        open={dialog?.kind === 'sortBy'}
        sorting={sorting}
        onCloseAutoFocus={onCloseAutoFocus}
        onOpenChange={(open) => !open && close()}
        onApply={(sorting) => {
          dispatch({ type: 'setSorting', sorting });
          close();
        }}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={`Delete view “${activeLabel}”?`}
        description="The view’s filters, sort and columns are removed. No invoice is deleted."
        confirmLabel="Delete view"
        onCancel={close}
        onConfirm={props.confirmDelete}
        onCloseAutoFocus={onCloseAutoFocus}
      />
      <ConfirmDialog
        open={dialog?.kind === 'reset'}
        title="Reset views?"
        description="Your views are replaced by the built-in All, Draft, Awaiting Payment, Overdue and Paid. No invoice is changed."
        confirmLabel="Reset views"
        onCancel={close}
        onConfirm={props.confirmReset}
        onCloseAutoFocus={onCloseAutoFocus}
      />
    </>
  );
}
