import { useCallback, useMemo, useState } from 'react';
import type { Invoice } from '../../sql/rows';
import { useTable } from '../TableContext';
import { edit_commit, edit_start, saveFailedMessage, type ReferenceEdit } from './editing';

type GetRow = (index: number) => Invoice | undefined;

/** A saved value shown until the page is read again, so the old text does not flash back. */
interface Pending {
  id: number;
  value: string;
  rows: GetRow;
}

/**
 * Inline editing of Reference: Enter saves through the write path, after which the page is read
 * again (the row moves if the sort says so), Escape or leaving the field cancels, and a refused or failed save
 * keeps the old value and says why.
 */
export function useReferenceEdit(getRow: GetRow, onClosed: () => void) {
  const { write } = useTable();
  const [edit, setEdit] = useState<ReferenceEdit | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const referenceOf = useCallback(
    (invoice: Invoice) =>
      pending?.id === invoice.id && pending.rows === getRow ? pending.value : invoice.reference,
    [pending, getRow],
  );

  const start = useCallback(
    (rowIndex: number) => {
      const invoice = getRow(rowIndex);
      if (!invoice) return;
      setNotice(null);
      setEdit(edit_start(invoice.id, rowIndex, referenceOf(invoice)));
    },
    [getRow, referenceOf],
  );

  const change = useCallback((draft: string) => {
    setEdit((current) => current && { ...current, draft, error: null });
  }, []);

  const cancel = useCallback(() => {
    if (!edit) return;
    setEdit(null);
    onClosed();
  }, [edit, onClosed]);

  const commit = useCallback(async () => {
    if (!edit) return;
    const outcome = edit_commit(edit);
    if (outcome.kind === 'invalid') {
      setEdit(outcome.edit);
      return;
    }
    setEdit(null);
    onClosed();
    if (outcome.kind === 'unchanged') return;
    setPending({ id: edit.id, value: outcome.value, rows: getRow });
    const result = await write({ kind: 'reference', id: edit.id, reference: outcome.value });
    if (result.kind === 'ok') return;
    setPending(null);
    setNotice(saveFailedMessage(edit.original, result.errors));
  }, [edit, onClosed, getRow, write]);

  const dismissNotice = useCallback(() => setNotice(null), []);

  return useMemo(
    () => ({ edit, start, change, cancel, commit, referenceOf, notice, dismissNotice }),
    [edit, start, change, cancel, commit, referenceOf, notice, dismissNotice],
  );
}

export type ReferenceEditing = ReturnType<typeof useReferenceEdit>;
