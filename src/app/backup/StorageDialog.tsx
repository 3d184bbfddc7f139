import * as Dialog from '@radix-ui/react-dialog';
import { useEffect } from 'react';
import { refreshKeepStatus, useKeepStatus } from './keepStatus';
import { storageLines } from './storageWords';

/** The data menu's Storage entry: whether the browser keeps these bills, the space, the last backup. */
export function StorageDialog({
  open,
  onClose,
  onBackup,
}: {
  open: boolean;
  onClose: () => void;
  onBackup: () => void;
}) {
  const status = useKeepStatus();
  useEffect(() => {
    if (open) void refreshKeepStatus();
  }, [open]);
  const lines = storageLines(status);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog storage-dialog" aria-describedby={undefined}>
          <Dialog.Title className="dialog-title">Storage</Dialog.Title>
          <ul className="storage-facts">
            <li>{lines.kept}</li>
            {lines.space && <li>{lines.space}</li>}
            <li>{lines.backup}</li>
          </ul>
          <div className="dialog-actions">
            <Dialog.Close className="button">Close</Dialog.Close>
            <button
              type="button"
              className="button"
              onClick={() => {
                onClose();
                onBackup();
              }}
            >
              Download backup
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
