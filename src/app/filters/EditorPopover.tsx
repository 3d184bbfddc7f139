import * as Popover from '@radix-ui/react-popover';
import type { ReactElement, ReactNode } from 'react';

export interface EditorPopoverProps {
  open: boolean;
  /** Asks for the editor to open on this trigger (a chip or "Add filter"). */
  onOpen: () => void;
  onClose: () => void;
  /** The button the editor is anchored to. */
  trigger: ReactElement;
  children: ReactNode;
}

/**
 * The filter editor's popover. Open or closed is decided by table state (`filterEditor`), so a
 * column menu's "Filter..." opens it as well as a click on its trigger. Modal: focus stays in
 * the editor, and Escape or a click outside closes it without applying.
 */
export function EditorPopover({ open, onOpen, onClose, trigger, children }: EditorPopoverProps) {
  return (
    <Popover.Root open={open} onOpenChange={(next) => (next ? onOpen() : onClose())} modal>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      {/* Mounted only while open, without Radix's Presence: on closing, Presence reads the
          content's animation name from its computed style in the commit, which forces the
          style of the whole page (the new rows) to be worked out there. It has no animation. */}
      {open && (
        <Popover.Portal forceMount>
          <Popover.Content
            forceMount
            className="filter-editor"
            align="start"
            side="bottom"
            sideOffset={6}
            collisionPadding={12}
          >
            {children}
          </Popover.Content>
        </Popover.Portal>
      )}
    </Popover.Root>
  );
}
