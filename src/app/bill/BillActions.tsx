import { useEffect, useRef, useState } from 'react';
import { awaitingStored } from '../../domain/overdue';
import type { BillDetail } from '../../sql/plan/billDetail';
import type { Write } from '../data/writePath';
import { formatMoney } from '../format';
import { CreditNoteDialog } from './CreditNoteDialog';
import type { DeletedBill } from './DeletedBill';
import './billActions.css';

export interface BillActionsProps {
  bill: BillDetail;
  today: string;
  write: Write;
  /** The draft was deleted: the panel offers its Undo (DeletedBill.tsx). */
  onDeleted: (deleted: DeletedBill) => void;
  /** What to say in the panel's status line (OfferLine), with the Undo it offers. */
  onOffer: (offer: Offer) => void;
}

/** What the status line says after an action, and the Undo it offers while the tab is open. */
export interface Offer {
  message: string;
  undo: { label: string; run: () => Promise<string | { error: string }> } | null;
}

/**
 * An action's outcome in the panel's one status line, with its Undo, which takes focus (the
 * button pressed may be gone: a voided bill has no Void). `onChange`: what Undo left to say.
 */
export function OfferLine({ offer, onChange }: { offer: Offer; onChange: (next: Offer) => void }) {
  const [busy, setBusy] = useState(false);
  const undoRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (offer.undo) undoRef.current?.focus();
  }, [offer]);

  async function undo(task: NonNullable<Offer['undo']>) {
    if (busy) return;
    setBusy(true);
    const outcome = await task.run();
    setBusy(false);
    onChange(
      typeof outcome === 'string'
        ? { message: outcome, undo: null }
        : { message: outcome.error, undo: task },
    );
  }

  return (
    <>
      {`${offer.message} `}
      {offer.undo && (
        <button
          ref={undoRef}
          type="button"
          className="button"
          aria-disabled={busy || undefined}
          onClick={() => offer.undo && void undo(offer.undo)}
        >
          {offer.undo.label}
        </button>
      )}
    </>
  );
}

/** What a bill in this state may have done to it (DESIGN.md, Bills by hand). */
export function billActionsOf(bill: Pick<BillDetail, 'status' | 'total' | 'paid' | 'payments'>) {
  const awaiting = awaitingStored.includes(bill.status) && bill.total > bill.paid;
  return {
    void: awaiting && bill.paid === 0 && bill.payments.length === 0,
    credit: awaiting,
    delete: bill.status === 'draft',
  };
}

/**
 * A bill's own actions beyond Record payment: Void (awaiting payment, nothing paid or credited),
 * Add credit note (awaiting payment) and Delete (a draft). Each is a write command
 * (writePath.ts) whose outcome is said in the panel's status line with its Undo (OfferLine), as
 * Record payment's is.
 */
export function BillActions({ bill, today, write, onDeleted, onOffer }: BillActionsProps) {
  const [crediting, setCrediting] = useState(false);
  const [busy, setBusy] = useState(false);
  const allowed = billActionsOf(bill);
  const owed = bill.total - bill.paid;

  async function act(work: () => Promise<Offer | null>) {
    if (busy) return;
    setBusy(true);
    try {
      const offer = await work();
      if (offer) onOffer(offer);
    } finally {
      setBusy(false);
    }
  }

  const voidBill = () =>
    act(async () => {
      const result = await write({ kind: 'void', id: bill.id });
      if (result.kind === 'error') {
        return {
          message: `${bill.number} was not voided: ${result.errors.join('; ')}.`,
          undo: null,
        };
      }
      return {
        message: `Voided ${bill.number}: its ${formatMoney(result.total)} counts in no sum.`,
        undo: {
          label: 'Undo void',
          run: async () => {
            const undone = await write({ kind: 'unvoid', id: bill.id });
            return undone.kind === 'error'
              ? { error: `The void was not undone: ${undone.errors.join('; ')}. Try Undo again.` }
              : `Void undone: ${bill.number} is awaiting payment again.`;
          },
        },
      };
    });

  const deleteBill = () =>
    act(async () => {
      const ids = [bill.id];
      const result = await write({ kind: 'delete', selection: { kind: 'ids', ids } });
      if (result.kind === 'error') {
        return {
          message: `${bill.number} was not deleted: ${result.errors.join('; ')}.`,
          undo: null,
        };
      }
      if (result.count === 0) {
        const message = `${bill.number} was changed in another tab and was not deleted.`;
        return { message, undo: null };
      }
      onDeleted({ number: bill.number, undoToken: result.undoToken });
      return null;
    });

  return (
    <>
      {(allowed.void || allowed.credit || allowed.delete) && (
        <div className="bill-actions bill-own-actions">
          {allowed.credit && (
            <button type="button" className="button" onClick={() => setCrediting(true)}>
              Add credit note
            </button>
          )}
          {allowed.void && (
            <button
              type="button"
              className="button"
              aria-disabled={busy || undefined}
              onClick={() => void voidBill()}
            >
              Void
            </button>
          )}
          {allowed.delete && (
            <button
              type="button"
              className="button button-danger"
              aria-disabled={busy || undefined}
              onClick={() => void deleteBill()}
            >
              Delete
            </button>
          )}
        </div>
      )}
      <CreditNoteDialog
        open={crediting}
        onOpenChange={setCrediting}
        bill={{ id: bill.id, number: bill.number, owed }}
        today={today}
        write={write}
        onAdded={(credit) =>
          onOffer({
            message: `Credit note ${credit.reference} of ${formatMoney(credit.amount)} added.`,
            undo: {
              label: 'Undo credit note',
              run: async () => {
                const undone = await write({ kind: 'unpay', first: credit.first, count: 1 });
                return undone.kind === 'error'
                  ? {
                      error: `The credit note was not taken back: ${undone.errors.join('; ')}. Try Undo again.`,
                    }
                  : `Credit note ${credit.reference} taken back.`;
              },
            },
          })
        }
      />
    </>
  );
}
