import { useCallback, useMemo, useState } from 'react';
import type { OpenBill } from './billLink';

/**
 * The bill whose detail is open, and the element to give focus back to when it closes (the row
 * it was opened from, else the grid's focus target).
 */
export function useOpenBill() {
  const [openBill, setOpenBill] = useState<OpenBill | null>(null);
  const [opener, setOpener] = useState<Element | null>(null);
  const onOpenBill = useCallback((bill: OpenBill) => {
    setOpener(document.activeElement);
    setOpenBill(bill);
  }, []);
  const closeBill = useCallback(() => setOpenBill(null), []);
  const returnFocus = useCallback(() => {
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    else document.querySelector<HTMLElement>('[data-focus-target]')?.focus();
  }, [opener]);
  return useMemo(
    () => ({ openBill, onOpenBill, closeBill, returnFocus }),
    [openBill, onOpenBill, closeBill, returnFocus],
  );
}
