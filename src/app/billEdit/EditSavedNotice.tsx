import { useState } from 'react';
import { describeEdit } from '../../domain/bill/editHistory';
import { useUnchangedSince, withdrawnUndo } from '../bulk/useCurrentUndo';
import type { Write } from '../data/writePath';
import { formatDate, formatMoney } from '../format';
import type { SavedEdit } from './EditBill';

/**
 * 'Saved: Total £1,500.19 → £1,250.00' in the panel's status region, with Undo while no other
 * write has changed the bills since (the app's rule for every Undo, useCurrentUndo.ts). Undo puts
 * back what the edit changed, unless another tab changed the bill after it: then it says so.
 */
export function EditSavedNotice({ saved, write }: { saved: SavedEdit; write: Write }) {
  const [undoing, setUndoing] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const unchanged = useUnchangedSince(saved, write);
  if (outcome) return <>{outcome}</>;
  const what = describeEdit(saved.change, formatMoney, formatDate).replace(/^Edited: /, '');

  async function undo() {
    setUndoing(true);
    const result = await write({ kind: 'undoEdit', change: saved.change, madeAt: saved.version });
    setUndoing(false);
    setOutcome(
      result.kind === 'ok'
        ? 'Edit undone: the bill is back as it was.'
        : `The edit was not undone: ${result.errors.join('; ')}`,
    );
  }

  return (
    <>
      {`Saved: ${what}. `}
      {unchanged ? (
        <button
          type="button"
          className="button"
          aria-disabled={undoing || undefined}
          onClick={() => !undoing && void undo()}
        >
          Undo
        </button>
      ) : (
        withdrawnUndo
      )}
    </>
  );
}
