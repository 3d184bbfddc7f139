import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { memo, useEffect, useRef, useState } from 'react';
import type { TableChoice } from '../../domain/choice';
import { useTableActions } from '../TableContext';
import { IoStatus } from '../io/IoStatus';
import { useIoNotice } from '../io/useIoNotice';
import type { AppStorage } from '../persist/storage';
import type { TabChannel } from '../persist/tabChannel';
import { ConfirmDialog } from '../views/ConfirmDialog';
import { askToKeep, refreshKeepStatus } from './keepStatus';
import { StorageDialog } from './StorageDialog';
import { useBackupDownload } from './useBackupDownload';
import { describeBackup, useRestore } from './useRestore';
import './backup.css';

export interface DataMenuProps {
  storage: AppStorage;
  /** What the table holds now. */
  choice: TableChoice;
  channel: TabChannel;
  /** Opens the kept table again, once a restore has replaced it. */
  reopen: () => void;
}

/**
 * The data menu beside Import and Export: Storage (whether the browser keeps these bills),
 * Download backup, and Restore from backup… (a file chosen, checked, then asked about).
 */
export const DataMenu = memo(function DataMenu({
  storage,
  choice,
  channel,
  reopen,
}: DataMenuProps) {
  const { client } = useTableActions();
  const io = useIoNotice();
  const fileInput = useRef<HTMLInputElement>(null);
  const [storageOpen, setStorageOpen] = useState(false);
  const backup = useBackupDownload({ client, storage, choice, io });
  const restore = useRestore({ client, storage, choice, channel, reopen, io });
  const busy = io.running !== null;

  useEffect(() => {
    void refreshKeepStatus();
    // A table of one's own bills already kept: the browser is asked to keep them too.
    if (choice.kind !== 'own') return;
    client.stats().then(
      (stats) => {
        if (stats.invoices > 0) void askToKeep();
      },
      () => undefined,
    );
  }, [client, choice]);

  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className="toolbar-button">
          Data
          <span className="toolbar-button-caret" aria-hidden="true">
            ▾
          </span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            className="menu"
            align="end"
            sideOffset={4}
            collisionPadding={8}
            aria-label="Data"
          >
            <DropdownMenu.Item className="menu-item" onSelect={() => setStorageOpen(true)}>
              <span className="menu-item-text">Storage</span>
            </DropdownMenu.Item>
            <DropdownMenu.Separator className="menu-separator" />
            <DropdownMenu.Item className="menu-item" disabled={busy} onSelect={() => void backup()}>
              <span className="menu-item-text">Download backup</span>
            </DropdownMenu.Item>
            <DropdownMenu.Item
              className="menu-item"
              disabled={busy}
              onSelect={() => fileInput.current?.click()}
            >
              <span className="menu-item-text">Restore from backup…</span>
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <input
        ref={fileInput}
        type="file"
        accept=".sqlite,.sqlite3,.db,application/vnd.sqlite3,application/x-sqlite3"
        aria-label="Backup file to restore"
        className="visually-hidden"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void restore.check(file);
        }}
      />
      <StorageDialog
        open={storageOpen}
        onClose={() => setStorageOpen(false)}
        onBackup={() => void backup()}
      />
      <ConfirmDialog
        open={restore.question !== null}
        title={`Restore ${restore.question?.fileName ?? 'the backup'}?`}
        description={
          restore.question
            ? `It holds ${describeBackup(restore.question.summary)}. It replaces the bills kept in this browser now; you can undo this until you close or reload this tab.`
            : ''
        }
        confirmLabel="Replace with backup"
        onCancel={restore.cancel}
        onConfirm={() => void restore.confirm()}
      />
      <IoStatus
        notice={io.notice}
        running={io.running}
        onUndo={() => void io.undo()}
        onDismiss={io.dismiss}
      />
    </>
  );
});
