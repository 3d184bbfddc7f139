import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { billHistory, billOrigin, type HistoryEntry } from '../../domain/billHistory';
import { shownStatus } from '../../domain/overdue';
import { statusLabels } from '../../domain/statuses';
import type { InvoiceClient } from '../data/client';
import type { DataRevision } from '../data/source';
import type { Write } from '../data/writePath';
import { formatDate, formatMoney } from '../format';
import type { AppStorage } from '../persist/storage';
import { useToday } from '../today';
import { BillActions, OfferLine, type Offer } from './BillActions';
import { BillFacts } from './BillFacts';
import { BillNotes } from './BillNotes';
import { DeletedBillView, type DeletedBill } from './DeletedBill';
import { encodeBillLink, freshBillLink } from './billLink';
import { BillHistory, BillLines, BillPayments } from './BillSections';
import { RecordPaymentDialog, type RecordedPayment } from './RecordPaymentDialog';
import { EditBill, type SavedEdit } from '../billEdit/EditBill';
import { EditSavedNotice } from '../billEdit/EditSavedNotice';
import { useBillDetail } from './useBillDetail';
import './bill.css';

export interface BillDetailPanelProps {
  /** The bill shown, or null when the panel is closed. */
  billId: number | null;
  client: InvoiceClient;
  data: DataRevision;
  write: Write;
  storage: AppStorage;
  dataset: string;
  /** How many bills the sample made (ids 1 to it); null for a table of one's own bills. */
  sampleSize: number | null;
  onClose: () => void;
  /** Where focus goes when the panel closes (the row it was opened from). */
  returnFocus: () => void;
}

/**
 * A bill's detail, as a side panel (a modal dialog titled with the bill's number): contact,
 * dates, status, Total / Paid / Amount due, its lines, its payments and its history, and
 * 'Record payment'. It reads the bill again after every write, so it never shows stale sums.
 */
export function BillDetailPanel(props: BillDetailPanelProps) {
  const { billId, onClose, returnFocus } = props;
  // While Edit is open, Escape and a click outside go to it (it asks before losing changes).
  const closeGuard = useRef<(() => void) | null>(null);
  const guarded = (event: Event) => {
    if (!closeGuard.current) return;
    event.preventDefault();
    closeGuard.current();
  };
  return (
    <Dialog.Root open={billId !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="bill-panel"
          onEscapeKeyDown={guarded}
          onPointerDownOutside={guarded}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
        >
          {billId !== null && <BillDetailBody {...props} billId={billId} closeGuard={closeGuard} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function BillDetailBody({
  billId,
  client,
  data,
  write,
  storage,
  dataset,
  sampleSize,
  closeGuard,
}: BillDetailPanelProps & { billId: number; closeGuard: RefObject<(() => void) | null> }) {
  const today = useToday();
  const { loaded, changes } = useBillDetail({ client, data, storage, dataset, billId });
  const [paying, setPaying] = useState(false);
  const [recorded, setRecorded] = useState<RecordedPayment | null>(null);
  const [undoing, setUndoing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [deleted, setDeleted] = useState<DeletedBill | null>(null);
  const [offer, setOffer] = useState<Offer | null>(null);
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const [leftEdit, setLeftEdit] = useState(false);
  // Back from Edit, focus goes to Edit again rather than to the page.
  useEffect(() => {
    if (leftEdit && !editing) editButton.current?.focus();
  }, [leftEdit, editing, loaded]);
  const [edited, setEdited] = useState<SavedEdit | null>(null);

  if (deleted) {
    return (
      <DeletedBillView
        deleted={deleted}
        client={client}
        write={write}
        onRestored={(message) => {
          setDeleted(null);
          setOffer(null);
          setNotice(message);
        }}
      />
    );
  }
  if (loaded.kind !== 'ready') {
    return (
      <>
        <Dialog.Title className="dialog-title">Bill</Dialog.Title>
        <Dialog.Description className="dialog-description">
          {loaded.kind === 'loading'
            ? 'Loading the bill…'
            : loaded.kind === 'gone'
              ? 'This bill no longer exists (it may have been deleted).'
              : `The bill could not be read: ${loaded.message}`}
        </Dialog.Description>
        <CloseButton />
      </>
    );
  }
  const { bill } = loaded;
  const origin = billOrigin(bill.id, bill.importedFrom, bill.imported, sampleSize);
  const history: HistoryEntry[] | null =
    changes && billHistory(changes, bill.id, formatMoney, formatDate, origin);
  // A voided bill owes nothing: its total is set aside (voidsAndCredits.ts).
  const voided = bill.status === 'voided';
  const owed = voided ? 0 : bill.total - bill.paid;
  const payable = owed > 0 && bill.status !== 'draft';

  async function undo(payment: RecordedPayment) {
    setUndoing(true);
    const result = await write({ kind: 'unpay', first: payment.first, count: 1 });
    setUndoing(false);
    if (result.kind === 'error') {
      setNotice(`The payment was not taken back: ${result.errors.join('; ')}. Try Undo again.`);
      return;
    }
    setRecorded(null);
    setNotice(`Payment of ${formatMoney(payment.amount)} taken back`);
  }

  if (editing) {
    return (
      <>
        <div className="bill-panel-head">
          <Dialog.Title className="dialog-title">{bill.number}</Dialog.Title>
          <CloseButton />
        </div>
        <Dialog.Description className="dialog-description">
          {`Editing ${bill.number} from ${bill.contactName}`}
        </Dialog.Description>
        <EditBill
          billId={bill.id}
          client={client}
          write={write}
          closeGuardRef={closeGuard}
          onClose={() => {
            setLeftEdit(true);
            setEditing(false);
          }}
          onSaved={(saved) => {
            setLeftEdit(true);
            setEditing(false);
            setRecorded(null);
            setNotice(null);
            setOffer(null);
            setEdited(saved);
          }}
        />
      </>
    );
  }

  return (
    <>
      <div className="bill-panel-head">
        <Dialog.Title className="dialog-title">{bill.number}</Dialog.Title>
        <CloseButton />
      </div>
      <Dialog.Description className="dialog-description">
        {`${bill.contactName} · ${statusLabels[shownStatus(bill, today)]}`}
      </Dialog.Description>
      <BillFacts bill={bill} today={today} owed={owed} />
      <div className="bill-actions">
        <a
          className="bill-link"
          href={encodeBillLink(window.location.search, bill.number)}
          {...freshBillLink(bill.number)}
        >
          Link to this bill
        </a>
        <button
          ref={editButton}
          type="button"
          className="button"
          onClick={() => {
            setEdited(null);
            setLeftEdit(false);
            setEditing(true);
          }}
        >
          Edit
        </button>
        {payable ? (
          <button type="button" className="button button-primary" onClick={() => setPaying(true)}>
            Record payment
          </button>
        ) : (
          <p className="bill-note">
            {bill.status === 'draft'
              ? 'A draft is paid once it is approved.'
              : voided
                ? 'Voided: nothing is owed, and it counts in no sum.'
                : 'Nothing is owed.'}
          </p>
        )}
      </div>
      <div role="status" className="bill-status">
        {recorded && (
          <>
            {`Payment of ${formatMoney(recorded.amount)} recorded. `}
            <button
              type="button"
              className="button"
              aria-disabled={undoing || undefined}
              onClick={() => !undoing && void undo(recorded)}
            >
              Undo
            </button>
          </>
        )}
        {!recorded && offer && <OfferLine offer={offer} onChange={setOffer} />}
        {!recorded && !offer && edited && (
          <EditSavedNotice key={edited.version} saved={edited} write={write} />
        )}
        {!recorded && !offer && !edited && notice}
      </div>
      <BillActions
        bill={bill}
        today={today}
        write={write}
        onDeleted={setDeleted}
        onOffer={(next) => {
          setRecorded(null);
          setNotice(null);
          setEdited(null);
          setOffer(next);
        }}
      />
      <BillNotes notes={bill.notes} />
      <BillLines lines={bill.lines} />
      <BillPayments payments={bill.payments} />
      <BillHistory history={history} />
      <RecordPaymentDialog
        open={paying}
        onOpenChange={setPaying}
        bill={{ id: bill.id, number: bill.number, owed }}
        today={today}
        write={write}
        onRecorded={(payment) => {
          setNotice(null);
          setOffer(null);
          setEdited(null);
          setRecorded(payment);
        }}
      />
    </>
  );
}

function CloseButton() {
  return (
    <Dialog.Close asChild>
      <button type="button" className="button bill-close" aria-label="Close">
        ×
      </button>
    </Dialog.Close>
  );
}
