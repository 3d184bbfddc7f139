import * as Comlink from 'comlink';
import { useCallback, useRef, useState } from 'react';
import type { BillField, ColumnMapping } from '../../domain/import/formats';
import type { DateOrder } from '../../domain/import/values';
import type { ImportPreview, ImportProgress } from '../../worker/importTypes';
import type { InvoiceClient } from '../data/client';
import type { Write } from '../data/writePath';
import { downloadFile } from './download';
import { rememberMapping, rememberedMapping } from './remembered';

export type PreviewShown = Extract<ImportPreview, { kind: 'preview' }>;

/** Everything the dialog shows; one value, so a step never shows half of another. */
export interface ImportState {
  file: File | null;
  dateOrder: DateOrder;
  header: string[] | null;
  format: PreviewShown['format'] | null;
  mapping: ColumnMapping | null;
  /** Required fields with no column chosen, by label. */
  missing: string[];
  preview: PreviewShown | null;
  /** Reading or writing, with how far it has got (null before the first report). */
  busy: { kind: 'reading' | 'writing'; progress: ImportProgress | null } | null;
  error: string | null;
  /** A word after something that did not happen: 'Import cancelled: nothing was written.' */
  note: string | null;
  /** What to do with the file's bills already here: skipped unless the person says otherwise. */
  duplicates: 'skip' | 'import';
}

const initial: ImportState = {
  file: null,
  dateOrder: 'dmy',
  header: null,
  format: null,
  mapping: null,
  missing: [],
  preview: null,
  busy: null,
  error: null,
  note: null,
  duplicates: 'skip',
};

function sameMapping(a: ColumnMapping, b: ColumnMapping | null): boolean {
  return (
    b !== null && Object.entries(a).every(([field, column]) => b[field as BillField] === column)
  );
}

function failed(error: unknown): string {
  return `The file could not be read: ${error instanceof Error ? error.message : String(error)}`;
}

/**
 * The import dialog's steps, run in the worker: read the chosen file into a preview (asking for
 * the columns when the header is not known, with the choice remembered per header), then write
 * it on confirm, with progress and Cancel. The newest read wins: a file or mapping chosen while
 * one is being read replaces it.
 */
export function useImport(
  client: InvoiceClient,
  write: Write,
  onImported: (count: number, importId: number) => void,
) {
  const [state, setState] = useState<ImportState>(initial);
  const seq = useRef(0);

  const read = useCallback(
    async (file: File, dateOrder: DateOrder, mapping: ColumnMapping | null, again: boolean) => {
      seq.current += 1;
      const mine = seq.current;
      const current = () => seq.current === mine;
      setState((s) => ({
        ...s,
        file,
        dateOrder,
        mapping,
        error: null,
        note: null,
        busy: { kind: 'reading', progress: null },
        ...(again
          ? {}
          : { header: null, format: null, preview: null, missing: [], duplicates: 'skip' }),
      }));
      const onProgress = Comlink.proxy((progress: ImportProgress) => {
        if (current()) setState((s) => (s.busy ? { ...s, busy: { ...s.busy, progress } } : s));
      });
      const ask = async (chosen: ColumnMapping | null): Promise<ImportPreview> => {
        try {
          return await client.importPreview(file, { dateOrder, mapping: chosen }, onProgress);
        } catch (error) {
          return { kind: 'error', errors: [failed(error)] };
        }
      };
      let result = await ask(mapping);
      if (!current()) return;
      // A header seen before: read it with the columns chosen then, over the worker's guess.
      const guessed =
        mapping === null && (result.kind === 'needsMapping' || result.kind === 'preview')
          ? result
          : null;
      const remembered =
        guessed && (guessed.kind === 'needsMapping' || guessed.format === 'other')
          ? rememberedMapping(guessed.header)
          : null;
      if (remembered && !sameMapping(remembered, guessed?.mapping ?? null)) {
        result = await ask(remembered);
        if (!current()) return;
      }
      if (result.kind === 'needsMapping') {
        setState((s) => ({
          ...s,
          busy: null,
          header: result.header,
          format: 'other',
          mapping: result.mapping,
          missing: result.missing,
          preview: null,
        }));
        return;
      }
      if (result.kind === 'preview') {
        if (result.format === 'other' && result.mapping)
          rememberMapping(result.header, result.mapping);
        setState((s) => ({
          ...s,
          busy: null,
          header: result.header,
          format: result.format,
          mapping: result.mapping,
          missing: [],
          preview: result,
        }));
        return;
      }
      setState((s) => ({
        ...s,
        busy: null,
        preview: null,
        error: result.kind === 'cancelled' ? null : result.errors.join(' '),
        note: result.kind === 'cancelled' ? 'Reading the file was cancelled.' : null,
      }));
    },
    [client],
  );

  const chooseFile = useCallback(
    (file: File) => void read(file, state.dateOrder, null, false),
    [read, state.dateOrder],
  );

  const setDateOrder = useCallback(
    (dateOrder: DateOrder) => {
      if (state.file) void read(state.file, dateOrder, state.mapping, true);
      else setState((s) => ({ ...s, dateOrder }));
    },
    [read, state.file, state.mapping],
  );

  const setColumn = useCallback(
    (field: BillField, column: number | null) => {
      if (!state.file || !state.mapping) return;
      const mapping = { ...state.mapping, [field]: column };
      void read(state.file, state.dateOrder, mapping, true);
    },
    [read, state.file, state.mapping, state.dateOrder],
  );

  const commit = useCallback(async () => {
    if (!state.preview || state.busy) return;
    seq.current += 1;
    const mine = seq.current;
    setState((s) => ({ ...s, busy: { kind: 'writing', progress: null }, error: null, note: null }));
    const onProgress = Comlink.proxy((progress: ImportProgress) => {
      if (seq.current === mine) {
        setState((s) => (s.busy ? { ...s, busy: { kind: 'writing', progress } } : s));
      }
    });
    const result = await write({ kind: 'import', duplicates: state.duplicates }, onProgress);
    if (result.kind === 'ok') {
      // Written: said even when the dialog was closed meanwhile.
      if (seq.current === mine) setState(initial);
      onImported(result.count, result.importId);
      return;
    }
    if (seq.current !== mine) return;
    setState((s) => ({
      ...s,
      busy: null,
      error: result.kind === 'error' ? result.errors.join(' ') : null,
      note: result.kind === 'cancelled' ? 'Import cancelled: nothing was written.' : null,
    }));
  }, [write, state.preview, state.busy, state.duplicates, onImported]);

  const setDuplicates = useCallback((duplicates: 'skip' | 'import') => {
    setState((s) => ({ ...s, duplicates }));
  }, []);

  /** Stops the read or the write under way (a write is rolled back whole). */
  const cancel = useCallback(() => {
    void client.importCancel();
  }, [client]);

  const downloadRejected = useCallback(async () => {
    const file = await client.importRejected();
    if (file) downloadFile(file, 'rejected-lines.csv');
  }, [client]);

  /** Back to the start: the dialog was closed. */
  const reset = useCallback(() => {
    seq.current += 1;
    void client.importCancel();
    void client.importDiscard();
    setState(initial);
  }, [client]);

  return {
    state,
    chooseFile,
    setDateOrder,
    setColumn,
    setDuplicates,
    commit,
    cancel,
    downloadRejected,
    reset,
  };
}
