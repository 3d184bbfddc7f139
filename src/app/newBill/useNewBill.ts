import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/** Where a keystroke is typing, not a command: a text field, or anything inside a dialog or menu. */
function typingOrElsewhere(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return (
    target.closest(
      'input, textarea, select, [contenteditable="true"], [role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]',
    ) !== null
  );
}

/**
 * Whether New bill is open, and how it opens: the toolbar's button, or `n` anywhere on the
 * table when focus is not in a text field and no dialog is open. Focus goes back to where it was.
 * `n` is the bills list's: while another list is shown (`shown` false) it does nothing.
 */
export function useNewBill(shown = true) {
  const [open, setOpen] = useState(false);
  const opener = useRef<Element | null>(null);
  const start = useCallback(() => {
    opener.current = document.activeElement;
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const returnFocus = useCallback(() => {
    const to = opener.current;
    if (to instanceof HTMLElement && to.isConnected) to.focus();
    else document.querySelector<HTMLElement>('[data-focus-target]')?.focus();
  }, []);
  useEffect(() => {
    if (!shown) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'n' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.defaultPrevented || typingOrElsewhere(event.target)) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"]')) return;
      event.preventDefault();
      start();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [start, shown]);
  return useMemo(() => ({ open, start, close, returnFocus }), [open, start, close, returnFocus]);
}

export type NewBillControl = ReturnType<typeof useNewBill>;
