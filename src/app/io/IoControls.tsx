import * as Comlink from 'comlink';
import { memo, useCallback, useState } from 'react';
import { localToday } from '../../domain/dates';
import { useTableActions } from '../TableContext';
import type { BulkTask } from '../bulk/bulkActions';
import { useCurrentUndo } from '../bulk/useCurrentUndo';
import { formatCount } from '../format';
import { getPlacedColumns } from '../state/columns';
import type { SelectionState } from '../state/selection';
import type { TableState } from '../state/tableState';
import { selection_describe, selection_toWorker } from '../state/selectionScope';
import { toQuery } from '../state/stateKeys';
import type { ExportProgress } from '../../worker/exporter';
import { downloadFile, exportFileName } from './download';
import { ExportMenu } from './ExportMenu';
import { createBlockWriter, pickSaveTarget } from './streamExport';
import { ImportDialog } from './ImportDialog';
import { IoStatus } from './IoStatus';
import { rememberAllFields, rememberedAllFields } from './remembered';
import { useIoNotice } from './useIoNotice';
import './io.css';

/** The import dialog, closed nearly always: a click elsewhere does not re-render it. */
const Import = memo(ImportDialog);

/** Exports this large show their progress and can be cancelled. */
const largeExport = 20_000;

function bills(n: number): string {
  return `${formatCount(n)} ${n === 1 ? 'bill' : 'bills'}`;
}

export interface IoControlsProps {
  /** The selection, for 'Export selected'. */
  selection: SelectionState;
  /** How many bills match the filters and search. */
  total: number;
  /** The ids of the rows on this page. */
  pageIds: readonly number[];
  /** The state on screen when an export starts: read then, so a click elsewhere does not re-render this. */
  shownState: () => TableState;
}

/** The toolbar's Import button and Export menu, and where they say how they went. */
export function IoControls({ selection, total, pageIds, shownState }: IoControlsProps) {
  const { client, write } = useTableActions();
  const [importing, setImporting] = useState(false);
  const [allFields, setAllFields] = useState(rememberedAllFields);
  const closeImport = useCallback(() => setImporting(false), []);
  const io = useIoNotice();
  const notice = useCurrentUndo(io.notice, write);
  const { announce, setRunning } = io;
  const selected = selection_describe({ selection, total, pageIds }).count;

  const onImported = useCallback(
    (count: number, importId: number) => {
      setImporting(false);
      const undo: BulkTask = {
        activity: { label: 'Removing imported bills', verb: 'Removing', noun: 'bills' },
        async perform(onProgress) {
          const result = await write({ kind: 'undoImport', importId }, onProgress);
          if (result.kind === 'error') return result;
          const n = result.count;
          return {
            kind: 'done',
            message: `Removed ${formatCount(n)} imported ${n === 1 ? 'bill' : 'bills'}`,
          };
        },
      };
      announce('success', `Imported ${bills(count)}`, undo);
    },
    [write, announce],
  );

  const runExport = useCallback(
    async (scope: 'matching' | 'selected') => {
      const count = scope === 'matching' ? total : selected;
      const state = shownState();
      const { filters, search, sorting, pagination } = state;
      const request = {
        query: toQuery({ filters, search, sorting, pagination }),
        selection: scope === 'selected' ? selection_toWorker(state) : undefined,
        columns: getPlacedColumns(state).placed.map((column) => column.id),
        allFields,
      };
      // First, while the click still counts as the person's: where to save, if the browser asks.
      const suggested = exportFileName(localToday());
      const target = await pickSaveTarget(suggested);
      if (target === 'cancelled') {
        announce('success', 'Export cancelled: no file was made.');
        return;
      }
      const writer = target ? createBlockWriter(target.sink) : null;
      const label = 'Exporting bills';
      const cancel = () => void client.exportCancel();
      if (count >= largeExport) {
        setRunning({ label, text: `${label}…`, fraction: null, onCancel: cancel });
      }
      let active = true;
      const onProgress = Comlink.proxy(({ done, total: all }: ExportProgress) => {
        // Reports can arrive after the outcome: they no longer show.
        if (count < largeExport || !active) return;
        setRunning({
          label,
          text: `Exporting ${formatCount(done)} of ${bills(all)}…`,
          fraction: all > 0 ? done / all : null,
          onCancel: cancel,
        });
      });
      const sink = writer ? Comlink.proxy((part: string) => writer.write(part)) : undefined;
      const result = await client
        .exportCsv(request, onProgress, sink)
        .then(async (outcome) => {
          if (outcome.kind === 'ok') await writer?.finish();
          return outcome;
        })
        .catch((error: unknown) => ({
          kind: 'error' as const,
          errors: [error instanceof Error ? error.message : String(error)],
        }));
      active = false;
      setRunning(null);
      if (result.kind !== 'ok') await writer?.discard();
      if (result.kind === 'ok') {
        const name = target ? target.name : suggested;
        if (result.file) downloadFile(result.file, name);
        announce('success', `Exported ${bills(result.count)} to ${name}`);
      } else if (result.kind === 'cancelled') {
        announce('success', 'Export cancelled: no file was made.');
      } else {
        announce('error', `Export failed: ${result.errors.join('; ')}`);
      }
    },
    [client, shownState, total, selected, allFields, announce, setRunning],
  );

  return (
    <>
      <button type="button" className="toolbar-button" onClick={() => setImporting(true)}>
        Import
      </button>
      <ExportMenu
        matching={total}
        selected={selected}
        allFields={allFields}
        busy={io.running !== null}
        onAllFields={(value) => {
          setAllFields(value);
          rememberAllFields(value);
        }}
        onExport={(scope) => void runExport(scope)}
      />
      <Import
        open={importing}
        onClose={closeImport}
        client={client}
        write={write}
        onImported={onImported}
      />
      <IoStatus
        notice={notice}
        running={io.running}
        onUndo={() => void io.undo()}
        onDismiss={io.dismiss}
      />
    </>
  );
}
