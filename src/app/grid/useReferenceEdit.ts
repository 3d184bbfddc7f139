import { useCallback, useMemo, useState } from 'react';
import type { Invoice } from '../../sql/rows';
import { useTable } from '../TableContext';
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
    const sent: Pending = { id: edit.id, value: outcome.value, rows: getRow, confirmed: false };
    setPending(sent);
    const result = await write({ kind: 'reference', id: edit.id, reference: outcome.value });
    if (result.kind === 'ok') {
      setPending((current) => (current === sent ? { ...sent, confirmed: true } : current));
      return;
    }
    setPending((current) => (current === sent ? null : current));
    setNotice(saveFailedMessage(edit.original, result.errors));
  }, [edit, onClosed, getRow, write]);

  const dismissNotice = useCallback(() => setNotice(null), []);

  return useMemo(
    () => ({ edit, start, change, cancel, commit, referenceOf, savingOf, notice, dismissNotice }),
    [edit, start, change, cancel, commit, referenceOf, savingOf, notice, dismissNotice],
  );
}

export type ReferenceEditing = ReturnType<typeof useReferenceEdit>;
