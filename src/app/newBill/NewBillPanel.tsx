import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import type { InvoiceClient } from '../data/client';
import type { Write } from '../data/writePath';
import { useToday } from '../today';
import { ConfirmDialog } from '../views/ConfirmDialog';
import { draftChanged, newDraft } from './billDraft';
import { NewBillForm, type SavedBill } from './NewBillForm';
import '../bill/bill.css';
import './newBill.css';

export interface NewBillPanelProps {
  open: boolean;
  client: InvoiceClient;
  write: Write;
  onClose: () => void;
  onSaved: (bill: SavedBill) => void;
  /** Where focus goes when the panel closes. */
  returnFocus: () => void;
}

/**
 * New bill, in the side panel a bill's detail opens in. Closing it (Escape, Close, outside)
 * with anything typed asks 'Discard this bill?' first.
 */
export function NewBillPanel(props: NewBillPanelProps) {
  const { open } = props;
  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        {open && <NewBillBody {...props} />}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function NewBillBody({ client, write, onClose, onSaved, returnFocus }: NewBillPanelProps) {
  const today = useToday();
  const [start] = useState(() => newDraft(today));
  const [draft, setDraft] = useState(start);
  const [asking, setAsking] = useState(false);
  const close = () => (draftChanged(draft, start) ? setAsking(true) : onClose());
  return (
    <Dialog.Content
      className="bill-panel new-bill-panel"
      onEscapeKeyDown={(event) => {
        event.preventDefault();
        // Escape in From with its suggestions open closes them only (ContactCombobox).
        const target = event.target as HTMLElement | null;
        if (target?.getAttribute('aria-expanded') !== 'true') close();
      }}
      onPointerDownOutside={(event) => {
        event.preventDefault();
        close();
      }}
      onInteractOutside={(event) => event.preventDefault()}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        const panel = event.currentTarget;
        if (panel instanceof HTMLElement) {
          panel.querySelector<HTMLElement>('[role="combobox"]')?.focus();
        }
      }}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocus();
      }}
    >
      <div className="bill-panel-head">
        <Dialog.Title className="dialog-title">New bill</Dialog.Title>
        <button type="button" className="button bill-close" aria-label="Close" onClick={close}>
          ×
        </button>
      </div>
      <Dialog.Description className="dialog-description">
        A bill from a supplier, typed in as it is written.
      </Dialog.Description>
      <NewBillForm
        client={client}
        write={write}
        draft={draft}
        setDraft={setDraft}
        onSaved={onSaved}
      />
      <ConfirmDialog
        open={asking}
        title="Discard this bill?"
        description="What you typed in this bill will be lost."
        confirmLabel="Discard"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onClose();
        }}
      />
    </Dialog.Content>
  );
}
