import { encodeBillLink } from '../bill/billLink';
import type { SavedBill } from './NewBillForm';

export interface NewBillSavedProps {
  saved: SavedBill;
  onOpen: (bill: SavedBill) => void;
  /** Takes the bill out again (a Delete of it); absent once it cannot be undone. */
  onUndo?: () => void;
  busy: boolean;
  onDismiss: () => void;
}

/** 'Saved AC-1001 from Acme Ltd', with a link that opens the bill and Undo; stays until dismissed. */
export function NewBillSaved({ saved, onOpen, onUndo, busy, onDismiss }: NewBillSavedProps) {
  const name = saved.number || 'the bill';
  return (
    <div
      role="alert"
      className="bulk-alert bulk-alert-success new-bill-saved"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDismiss();
      }}
    >
      <span className="bulk-alert-icon" aria-hidden="true">
        ✓
      </span>
      <p className="bulk-alert-message">
        {`Saved ${saved.number ? `${saved.number} ` : 'a bill '}from ${saved.contactName}. `}
        <a
          href={saved.number ? encodeBillLink(window.location.search, saved.number) : '#'}
          onClick={(event) => {
            event.preventDefault();
            onOpen(saved);
          }}
        >
          {`Open ${name}`}
        </a>
      </p>
      {onUndo && (
        <button
          type="button"
          className="bulk-alert-undo"
          aria-disabled={busy}
          onClick={() => !busy && onUndo()}
        >
          Undo
        </button>
      )}
      <button type="button" className="bulk-alert-dismiss" aria-label="Dismiss" onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
