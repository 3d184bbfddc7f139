import * as Dialog from '@radix-ui/react-dialog';
import { useState, type DragEvent } from 'react';
import type { DateOrder } from '../../domain/import/values';
import type { InvoiceClient } from '../data/client';
import type { Write } from '../data/writePath';
import { formatCount } from '../format';
import { ImportDuplicatesView } from './ImportDuplicatesView';
import { ImportPreviewView } from './ImportPreviewView';
import { ImportProgressLine } from './ImportProgressLine';
import { MappingFields } from './MappingFields';
import { useImport } from './useImport';

export interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  client: InvoiceClient;
  /** Writes the previewed bills (the one write path: what is on screen follows by itself). */
  write: Write;
  onImported: (count: number, importId: number) => void;
}

/**
 * 'Import bills': a CSV file chosen or dropped, read in the worker into a preview (the columns,
 * the first bills, how many, every line that cannot be imported), then 'Import N bills' writes
 * them all at once. Closing the dialog while it works cancels: nothing is written.
 */
export function ImportDialog({ open, onClose, client, write, onImported }: ImportDialogProps) {
  const flow = useImport(client, write, onImported);
  const { state } = flow;
  const [dragging, setDragging] = useState(false);
  const writing = state.busy?.kind === 'writing';
  // Bills already here are left out unless the person chooses to import them anyway.
  const skipped = state.duplicates === 'skip' ? (state.preview?.duplicates.count ?? 0) : 0;
  const billCount = (state.preview?.billCount ?? 0) - skipped;

  const close = () => {
    flow.reset();
    onClose();
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !writing) flow.chooseFile(file);
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className={`dialog import-dialog${dragging ? ' is-dragging' : ''}`}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
        >
          <Dialog.Title className="dialog-title">Import bills</Dialog.Title>
          <Dialog.Description className="dialog-description">
            From a CSV file: Xero’s bill import template, a file exported from this table, or any
            file with column names in its first line. Nothing is written until you confirm.
          </Dialog.Description>

          <div className="import-source">
            <div className="import-file">
              <label htmlFor="import-file-input">CSV file</label>
              <input
                id="import-file-input"
                type="file"
                accept=".csv,.txt,text/csv,text/plain"
                disabled={writing}
                // Choosing the same file again (after fixing it) reads it again.
                onClick={(event) => (event.currentTarget.value = '')}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) flow.chooseFile(file);
                }}
              />
              <span className="import-drop-hint">
                {state.file ? (
                  <strong className="import-file-name">{state.file.name}</strong>
                ) : (
                  'No file chosen'
                )}
                {' · or drop a file on this dialog'}
              </span>
            </div>
            <div className="import-date-order">
              <label htmlFor="import-date-order">Dates such as 03/04/2026 are</label>
              <select
                id="import-date-order"
                value={state.dateOrder}
                disabled={writing}
                onChange={(event) => flow.setDateOrder(event.target.value as DateOrder)}
              >
                <option value="dmy">day first (3 April 2026)</option>
                <option value="mdy">month first (March 4, 2026)</option>
              </select>
            </div>
          </div>

          {state.busy && (
            <ImportProgressLine
              kind={state.busy.kind}
              progress={state.busy.progress}
              onCancel={flow.cancel}
            />
          )}
          {state.error && (
            <p role="alert" className="import-error">
              {state.error}
            </p>
          )}
          {state.note && (
            <p role="status" className="import-note">
              {state.note}
            </p>
          )}
          {state.header && state.mapping && state.format !== 'xero' && (
            <MappingFields
              header={state.header}
              mapping={state.mapping}
              disabled={writing}
              onChange={flow.setColumn}
            />
          )}
          {state.missing.length > 0 && !state.busy && (
            <p className="import-wanting" role="status">
              Choose the column for {state.missing.join(' and ')} to see the bills.
            </p>
          )}
          {state.preview && (
            <ImportPreviewView
              preview={state.preview}
              onDownloadRejected={() => void flow.downloadRejected()}
            />
          )}
          {state.preview && (
            <ImportDuplicatesView
              duplicates={state.preview.duplicates}
              choice={state.duplicates}
              disabled={writing}
              onChoose={flow.setDuplicates}
            />
          )}

          <div className="dialog-actions">
            <button type="button" className="button" onClick={close}>
              Close
            </button>
            <button
              type="button"
              className="button button-primary"
              aria-disabled={billCount === 0 || state.busy !== null}
              onClick={() => {
                if (billCount > 0 && !state.busy) void flow.commit();
              }}
            >
              {billCount > 0
                ? `Import ${formatCount(billCount)} ${billCount === 1 ? 'bill' : 'bills'}`
                : 'Import bills'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
