import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { EditChange } from '../../domain/bill/editChange';
import type { BillEditSource } from '../../domain/bill/editSource';
import type { BillDraft } from '../../domain/bill/types';
import type { InvoiceClient } from '../data/client';
import type { Write } from '../data/writePath';
import { ConfirmDialog } from '../views/ConfirmDialog';
import { draftChanged } from '../newBill/billDraft';
import type { EditSaveOutcome, FormEdit } from '../newBill/formEdit';
import { NewBillForm } from '../newBill/NewBillForm';
import { NewerValues } from './NewerValues';
import { editAmounts, editStart } from './editStart';
import '../newBill/newBill.css';
import './billEdit.css';

/** An edit saved: its change (what Undo puts back) and the data version it made. */
export interface SavedEdit {
  change: EditChange;
  version: number;
}

export interface EditBillProps {
  billId: number;
  client: InvoiceClient;
  write: Write;
  onSaved: (saved: SavedEdit) => void;
  /** Back to the bill's detail, nothing saved. */
  onClose: () => void;
  /** Set while the form is open: what Escape or a click outside the panel does (asks first). */
  closeGuardRef: RefObject<(() => void) | null>;
}

type Loaded =
  | { kind: 'loading' }
  | { kind: 'ready'; bill: BillEditSource }
  | { kind: 'failed'; message: string };

/**
 * Edit (issue 26 §2): the New bill form on a saved bill, based on the version it was read at.
 * What the bill's state locks is read-only, and the panel says why. Another tab's change since
 * refuses the save: the sentence and the newer values are shown, and what was typed stays until
 * the person starts again from them or cancels.
 */
export function EditBill(props: EditBillProps) {
  const { billId, client, onClose } = props;
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    client.billToEdit(billId).then(
      (result) => {
        if (!live) return;
        if (result.kind === 'error')
          setLoaded({ kind: 'failed', message: result.errors.join('; ') });
        else if (!result.bill) setLoaded({ kind: 'failed', message: 'This bill no longer exists' });
        else setLoaded({ kind: 'ready', bill: result.bill });
      },
      (error: unknown) => live && setLoaded({ kind: 'failed', message: String(error) }),
    );
    return () => {
      live = false;
    };
  }, [client, billId]);
  if (loaded.kind === 'loading') return <p className="bill-note">Loading the bill…</p>;
  if (loaded.kind === 'failed') {
    return (
      <div role="alert" className="dialog-error">
        <p>{`The bill cannot be edited: ${loaded.message}.`}</p>
        <button type="button" className="button" onClick={onClose}>
          Back to the bill
        </button>
      </div>
    );
  }
  return (
    <EditForm
      // A newer version starts the form again from it.
      key={loaded.bill.basedOn}
      {...props}
      bill={loaded.bill}
      restart={(bill) => setLoaded({ kind: 'ready', bill })}
    />
  );
}

function EditForm({
  bill,
  restart,
  client,
  write,
  onSaved,
  onClose,
  closeGuardRef,
}: EditBillProps & { bill: BillEditSource; restart: (bill: BillEditSource) => void }) {
  const start = useMemo(() => editStart(bill), [bill]);
  const [draft, setDraft] = useState<BillDraft>(start.draft);
  const [total, setTotal] = useState(start.total);
  const [newer, setNewer] = useState<BillEditSource | null>(null);
  const [asking, setAsking] = useState(false);
  const changed = draftChanged(draft, start.draft) || total !== start.total;
  const wrapper = useRef<HTMLDivElement>(null);
  // Focus starts in the first field that may change (Notes, on a paid bill).
  useEffect(() => {
    wrapper.current
      ?.querySelector<HTMLElement>(
        'input:not([readonly]):not([type="radio"]), textarea:not([readonly])',
      )
      ?.focus();
  }, []);
  const close = () => (changed ? setAsking(true) : onClose());
  useEffect(() => {
    closeGuardRef.current = close;
    return () => {
      closeGuardRef.current = null;
    };
  });

  async function save(sent: BillDraft): Promise<EditSaveOutcome> {
    if (!changed) {
      onClose();
      return { kind: 'done' };
    }
    setNewer(null);
    const amounts = editAmounts(start, total);
    const result = await write({
      kind: 'editBill',
      input: { id: bill.id, basedOn: bill.basedOn, draft: sent, amounts },
    });
    if (result.kind === 'ok') {
      onSaved({ change: result.change, version: result.version });
      return { kind: 'done' };
    }
    if (result.newer) {
      // Shown above the form, which keeps what was typed.
      setNewer(result.newer);
      return { kind: 'done' };
    }
    if (result.fields && result.fields.length > 0) return { kind: 'fields', fields: result.fields };
    return { kind: 'failed', message: `Nothing was saved: ${result.errors.join('; ')}` };
  }

  const edit: FormEdit = {
    billId: bill.id,
    money: start.money,
    amounts: editAmounts(start, total),
    total,
    totalHint:
      start.money === 'total' && bill.lines.length === 0
        ? 'No lines are kept for this bill: its Total is typed directly.'
        : 'The sum of its lines.',
    setTotal,
    locked: start.locked,
    ...(start.reason ? { reasonId: `edit-${bill.id}-locked` } : {}),
    save,
    onCancel: close,
  };
  return (
    <div ref={wrapper}>
      {start.reason && (
        <p className="bill-locked" id={`edit-${bill.id}-locked`}>
          {start.reason}
        </p>
      )}
      {newer && <NewerValues bill={newer} onRestart={() => restart(newer)} />}
      <NewBillForm
        client={client}
        write={write}
        draft={draft}
        setDraft={setDraft}
        onSaved={() => undefined}
        edit={edit}
      />
      <ConfirmDialog
        open={asking}
        title="Discard your changes?"
        description="What you changed in this bill will be lost."
        confirmLabel="Discard"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onClose();
        }}
      />
    </div>
  );
}
