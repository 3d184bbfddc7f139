import type { BillEditSource } from '../../domain/bill/editSource';
import { formatDate, formatMoney } from '../format';
import { changedElsewhere } from '../../domain/bill/editRules';

/**
 * An edit refused because another tab changed the bill since the form was opened: the sentence,
 * the bill's values as they are now, and a way to start again from them (what was typed stays in
 * the form until then).
 */
export function NewerValues({ bill, onRestart }: { bill: BillEditSource; onRestart: () => void }) {
  return (
    <div role="alert" className="bill-conflict">
      <p>{`${changedElsewhere}. Nothing was saved; it now reads:`}</p>
      <dl className="bill-facts">
        <dt>From</dt>
        <dd>{bill.contactName}</dd>
        <dt>Reference</dt>
        <dd>{bill.reference || '—'}</dd>
        <dt>Date</dt>
        <dd>{formatDate(bill.date)}</dd>
        <dt>Due</dt>
        <dd>{formatDate(bill.dueDate)}</dd>
        <dt>Total</dt>
        <dd>{formatMoney(bill.total)}</dd>
        <dt>Notes</dt>
        <dd>{bill.notes || '—'}</dd>
      </dl>
      <button type="button" className="button" onClick={onRestart}>
        Edit the newer version
      </button>
    </div>
  );
}
