import * as Dialog from '@radix-ui/react-dialog';

export interface ConfirmDeleteDialogProps {
  viewLabel: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a view is deleted; the invoices it shows are not touched. */
export function ConfirmDeleteDialog({ viewLabel, onCancel, onConfirm }: ConfirmDeleteDialogProps) {
  return (
    <Dialog.Root open={viewLabel !== null} onOpenChange={(open) => !open && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" role="alertdialog">
          <Dialog.Title className="dialog-title">Delete view “{viewLabel}”?</Dialog.Title>
          <Dialog.Description className="dialog-description">
            The view’s filters, sort and columns are removed. No invoice is deleted.
          </Dialog.Description>
          <div className="dialog-actions">
            <Dialog.Close className="button">Cancel</Dialog.Close>
            <button type="button" className="button button-danger" onClick={onConfirm}>
              Delete view
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
