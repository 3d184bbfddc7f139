import { useCallback, useMemo, useRef, useState } from 'react';
import type { Invoice } from '../../domain/invoice';
import { useTableActions } from '../TableContext';
import { edit_commit, edit_start, saveFailedMessage, type ReferenceEdit } from './editing';

type GetRow = (index: number) => Invoice | undefined;

/**
 * A value sent to the worker, shown until the page is read again so the old text does not flash
 * back; marked as saving until the worker confirms it, so it never looks saved before it is.
 */
interface Pending {
  id: number;
  value: string;
  rows: GetRow;
  confirmed: boolean;
}

/** How an edit is left: as in a spreadsheet, each of these saves; only Escape cancels. */
export type EditExit = 'enter' | 'tab' | 'shift-tab' | 'blur';

export interface EditFocus {
  /** Focus goes back to the edited cell (Enter, Escape). */
  refocus: () => void;
  /** Focus stays where the person put it (a click elsewhere). */
  release: () => void;
  /** Focus moves to the next (1) or previous (-1) cell of the edited row (Tab, Shift+Tab). */
  moveAcross: (rowIndex: number, step: 1 | -1) => void;
}

/**
 * Inline editing of Reference, the spreadsheet way: Enter, Tab or leaving the field saves through
 * the write path, after which the page is read again (the row moves if the sort says so); Escape
 * cancels; an invalid value keeps the field open with its reason; a refused or failed save keeps
 * the old value and says why.
 */
export function useReferenceEdit(getRow: GetRow, focus: EditFocus) {
  const { write } = useTableActions();
  const [edit, setState] = useState<ReferenceEdit | null>(null);
  // The edit open now, read at once: a field that closes may still report losing focus, and that
  // must not save (or cancel) a second time.
  const open = useRef<ReferenceEdit | null>(null);
  const setEdit = useCallback((next: ReferenceEdit | null) => {
    open.current = next;
    setState(next);
  }, []);
  const [pending, setPending] = useState<Pending | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const referenceOf = useCallback(
    (invoice: Invoice) =>
      pending?.id === invoice.id && pending.rows === getRow ? pending.value : invoice.reference,
    [pending, getRow],
  );

  const savingOf = useCallback(
    (invoice: Invoice) =>
      pending?.id === invoice.id && pending.rows === getRow && !pending.confirmed,
    [pending, getRow],
  );

  const start = useCallback(
    (rowIndex: number) => {
      const invoice = getRow(rowIndex);
      if (!invoice) return;
      setNotice(null);
      // Based on the data as shown now: a change another tab makes while this is open refuses it.
      setEdit(edit_start(invoice.id, rowIndex, referenceOf(invoice), write.seen?.()));
    },
    [getRow, referenceOf, setEdit, write],
  );

  const change = useCallback(
    (draft: string) => {
      const current = open.current;
      if (current) setEdit({ ...current, draft, error: null });
    },
    [setEdit],
  );

  const cancel = useCallback(() => {
    if (!open.current) return;
    setEdit(null);
    focus.refocus();
  }, [focus, setEdit]);

  const save = useCallback(
    async (edit: ReferenceEdit, value: string) => {
      const sent: Pending = { id: edit.id, value, rows: getRow, confirmed: false };
      setPending(sent);
      const result = await write({
        kind: 'reference',
        id: edit.id,
        reference: value,
        ...(edit.basedOn === undefined ? {} : { basedOn: edit.basedOn }),
      });
      if (result.kind === 'ok') {
        setPending((current) => (current === sent ? { ...sent, confirmed: true } : current));
        return;
      }
      setPending((current) => (current === sent ? null : current));
      // Changed in another tab: the message names what it reads now, which the row shows.
      setNotice(
        'current' in result
          ? result.errors.join('; ')
          : saveFailedMessage(edit.original, result.errors),
      );
    },
    [getRow, write],
  );

  /** Saves the open edit as it is left; a refused value keeps it open with its reason. */
  const commit = useCallback(
    (exit: EditExit) => {
      const edit = open.current;
      if (!edit) return;
      const outcome = edit_commit(edit);
      if (outcome.kind === 'invalid') {
        setEdit(outcome.edit);
        return;
      }
      if (exit === 'blur') focus.release();
      setEdit(null);
      if (exit === 'enter') focus.refocus();
      else if (exit !== 'blur') focus.moveAcross(edit.rowIndex, exit === 'tab' ? 1 : -1);
      if (outcome.kind === 'save') void save(edit, outcome.value);
    },
    [focus, setEdit, save],
  );

  const dismissNotice = useCallback(() => setNotice(null), []);

  return useMemo(
    () => ({ edit, start, change, cancel, commit, referenceOf, savingOf, notice, dismissNotice }),
    [edit, start, change, cancel, commit, referenceOf, savingOf, notice, dismissNotice],
  );
}

export type ReferenceEditing = ReturnType<typeof useReferenceEdit>;
