import { memo, useState } from 'react';
import type { Selection } from '../../domain/selection';
import { formatCount } from '../format';
import { useTableActions } from '../TableContext';
import { ConfirmDialog } from '../views/ConfirmDialog';
import { useUnchangedSince, withdrawnUndo } from '../bulk/useCurrentUndo';

const everything: Selection = {
  kind: 'matching',
  query: { filters: [], search: '' },
  except: [],
};

type Outcome =
  | { kind: 'removed'; count: number; undoToken: number }
  | { kind: 'restored'; count: number }
  | { kind: 'failed'; message: string };

function bills(n: number) {
  return `${formatCount(n)} ${n === 1 ? 'bill' : 'bills'}`;
}

/**
 * 'Remove all bills': asks first, then moves every bill to the trash in one write (a logged
 * deletion through the write path, so it is kept), and offers Undo for as long as the tab is open.
 * Memoised, and reads only the table's actions: a click elsewhere does not re-render it.
 */
export const RemoveAllBills = memo(function RemoveAllBills() {
  const { client, write, dispatch } = useTableActions();
  const [asking, setAsking] = useState<number | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Its Undo stands only until the next write: after it, restoring could add a second copy.
  const current = useUnchangedSince(outcome, write);

  const ask = () => {
    client.stats().then(
      (stats) => setAsking(stats.invoices),
      () => setAsking(0),
    );
  };
  const remove = async () => {
    setAsking(null);
    setBusy('Removing all bills…');
    const result = await write({ kind: 'delete', selection: everything });
    setBusy(null);
    dispatch({ type: 'clearSelection' });
    setOutcome(
      result.kind === 'ok'
        ? { kind: 'removed', count: result.count, undoToken: result.undoToken }
        : { kind: 'failed', message: `Remove all bills failed: ${result.errors.join('; ')}` },
    );
  };
  const undo = async (undoToken: number) => {
    setBusy('Restoring your bills…');
    const result = await write({ kind: 'restore', undoToken });
    setBusy(null);
    setOutcome(
      result.kind === 'ok'
        ? { kind: 'restored', count: result.count }
        : { kind: 'failed', message: `Undo failed: ${result.errors.join('; ')}` },
    );
  };

  return (
    <>
      <button type="button" className="button" onClick={ask} disabled={busy !== null}>
        Remove all bills
      </button>
      {busy && (
        <span role="status" className="remove-all-status">
          {busy}
        </span>
      )}
      {outcome && (
        <div role="alert" className="remove-all-alert">
          {outcome.kind === 'removed' && `Removed ${bills(outcome.count)}`}
          {outcome.kind === 'restored' && `Restored ${bills(outcome.count)}`}
          {outcome.kind === 'failed' && outcome.message}
          {outcome.kind === 'removed' && outcome.count > 0 && !current && ` · ${withdrawnUndo}`}
          {outcome.kind === 'removed' && outcome.count > 0 && current && (
            <button
              type="button"
              className="button"
              disabled={busy !== null}
              onClick={() => void undo(outcome.undoToken)}
            >
              Undo
            </button>
          )}
          <button
            type="button"
            className="icon-button"
            aria-label="Dismiss"
            onClick={() => setOutcome(null)}
          >
            ×
          </button>
        </div>
      )}
      <ConfirmDialog
        open={asking !== null}
        title="Remove all bills?"
        description={
          asking === 0
            ? 'The table holds no bills.'
            : `All ${bills(asking ?? 0)} will be removed from the table. You can undo this until you close or reload this tab.`
        }
        confirmLabel="Remove all bills"
        onCancel={() => setAsking(null)}
        onConfirm={() => void remove()}
      />
    </>
  );
});
