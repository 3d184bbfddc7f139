import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState } from 'react';
import type { InvoiceClient } from '../data/client';
import type { Write } from '../data/writePath';

/** A draft deleted from its detail panel: its number, and the Delete's undo token. */
export interface DeletedBill {
  number: string;
  undoToken: number;
}

export interface DeletedBillViewProps {
  deleted: DeletedBill;
  client: InvoiceClient;
  write: Write;
  /** Undo put it back: the panel shows the bill again. */
  onRestored: (message: string) => void;
}

/**
 * What the panel shows once its draft is deleted: that it is, and Undo while the panel is open
 * (the same Delete and Undo as the bulk bar's, with its trash: bulkActions.ts). Once the panel
 * closes without Undo, the trash lets the deletion go (forgetUndo).
 */
export function DeletedBillView({ deleted, client, write, onRestored }: DeletedBillViewProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const restored = useRef(false);
  const undoRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    undoRef.current?.focus();
    return () => {
      if (!restored.current) void client.forgetUndo(deleted.undoToken).catch(() => undefined);
    };
  }, [client, deleted.undoToken]);

  async function undo() {
    if (busy) return;
    setBusy(true);
    const result = await write({ kind: 'restore', undoToken: deleted.undoToken });
    setBusy(false);
    if (result.kind === 'error') {
      setProblem(
        `${deleted.number} was not put back: ${result.errors.join('; ')}. Try Undo again.`,
      );
      return;
    }
    if (result.count === 0) {
      setProblem(`${deleted.number} was changed in another tab and could not be put back.`);
      return;
    }
    restored.current = true;
    onRestored(`Restored ${deleted.number}.`);
  }

  return (
    <>
      <div className="bill-panel-head">
        <Dialog.Title className="dialog-title">{deleted.number}</Dialog.Title>
        <Dialog.Close asChild>
          <button type="button" className="button bill-close" aria-label="Close">
            ×
          </button>
        </Dialog.Close>
      </div>
      <Dialog.Description className="dialog-description">
        This draft was deleted.
      </Dialog.Description>
      <div role="status" className="bill-status">
        {problem ?? `Deleted ${deleted.number}. `}
        <button
          ref={undoRef}
          type="button"
          className="button"
          aria-disabled={busy || undefined}
          onClick={() => void undo()}
        >
          Undo delete
        </button>
      </div>
    </>
  );
}
