import { useState } from 'react';
import type { OpenBill } from '../bill/billLink';
import type { InvoiceClient } from '../data/client';
import type { Write } from '../data/writePath';
import type { SavedBill } from './NewBillForm';
import { NewBillPanel } from './NewBillPanel';
import { NewBillSaved } from './NewBillSaved';
import type { NewBillControl } from './useNewBill';

export interface NewBillHostProps {
  control: NewBillControl;
  client: InvoiceClient;
  write: Write;
  onOpenBill: (bill: OpenBill) => void;
}

/**
 * New bill on the screen: its panel, and once a bill is saved the alert naming it, with a link
 * that opens it and Undo (which deletes it, as Delete does, so it can itself be undone there).
 */
export function NewBillHost({ control, client, write, onOpenBill }: NewBillHostProps) {
  const [saved, setSaved] = useState<SavedBill | null>(null);
  const [undoing, setUndoing] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);

  async function undo(bill: SavedBill) {
    setUndoing(true);
    const result = await write({ kind: 'delete', selection: { kind: 'ids', ids: [bill.id] } });
    setUndoing(false);
    setSaved(null);
    setOutcome(
      result.kind === 'ok' && result.count === 1
        ? `Took back ${bill.number || 'the bill'} from ${bill.contactName}`
        : `The bill was not taken back: ${result.kind === 'error' ? result.errors.join('; ') : 'it was changed in another tab'}`,
    );
  }

  return (
    <>
      {saved && (
        <NewBillSaved
          saved={saved}
          busy={undoing}
          onOpen={(bill) => onOpenBill({ id: bill.id, number: bill.number })}
          onUndo={() => void undo(saved)}
          onDismiss={() => setSaved(null)}
        />
      )}
      {!saved && outcome && (
        <div role="status" className="bulk-alert bulk-alert-info new-bill-saved">
          <p className="bulk-alert-message">{outcome}</p>
          <button
            type="button"
            className="bulk-alert-dismiss"
            aria-label="Dismiss"
            onClick={() => setOutcome(null)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
      <NewBillPanel
        open={control.open}
        client={client}
        write={write}
        onClose={control.close}
        returnFocus={control.returnFocus}
        onSaved={(bill) => {
          setOutcome(null);
          setSaved(bill);
          control.close();
        }}
      />
    </>
  );
}
