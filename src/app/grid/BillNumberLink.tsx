import type { MouseEvent } from 'react';
import type { OpenBill } from '../bill/billLink';
import { encodeBillLink, freshBillLink } from '../bill/billLink';

/**
 * The link from a bill's number (its Reference cell) to its detail, named 'Open bill INV-042',
 * at the cell's end: the number itself stays plain text, so a click on it selects the cell and
 * a double-click edits Reference as before. A click opens the side panel in place; with Ctrl,
 * Cmd or Shift, or the middle button, the address (`?bill=<number>`) opens in a new tab, as links
 * do. The cell keeps the grid's one tab stop (tabIndex -1 here): Enter and F2 on it still edit
 * Reference, and Enter on any other cell of the row opens the detail.
 */
export function BillNumberLink(props: { bill: OpenBill; onOpen: (bill: OpenBill) => void }) {
  const { bill, onOpen } = props;
  const link = freshBillLink(bill.number);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    link.onClick(event);
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    // The cell is what the grid moves between, and what focus comes back to when the panel closes.
    event.currentTarget.closest<HTMLElement>('[role="gridcell"]')?.focus();
    onOpen(bill);
  };
  return (
    <a
      className="bill-open"
      href={encodeBillLink(window.location.search, bill.number)}
      tabIndex={-1}
      aria-label={`Open bill ${bill.number}`}
      title={`Open bill ${bill.number}`}
      {...link}
      onClick={onClick}
      onDoubleClick={(event) => event.stopPropagation()}
    >
      <span aria-hidden="true">↗</span>
    </a>
  );
}
