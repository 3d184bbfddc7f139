import { shownStatus } from '../../domain/overdue';
import { statusLabels } from '../../domain/statuses';
import type { BillDetail } from '../../sql/plan/billDetail';
import { formatDate, formatMoney } from '../format';
import { SupplierLink } from './SupplierLink';

export interface BillFactsProps {
  bill: BillDetail;
  /** Today's date (ISO): a bill awaiting payment past its due date shows as Overdue. */
  today: string;
  /** What is still due: the total less what is paid, nothing for a voided bill. */
  owed: number;
}

/**
 * The facts at the head of a bill's panel (BillDetailPanel.tsx): who it is from, its status as
 * shown today, its reference and dates, and Total / Paid / Amount due. A voided bill's total is
 * shown, but said to count in no sum (voidsAndCredits.ts).
 */
export function BillFacts({ bill, today, owed }: BillFactsProps) {
  const voided = bill.status === 'voided';
  return (
    <dl className="bill-facts">
      <dt>From</dt>
      <dd>
        <SupplierLink name={bill.contactName} />
      </dd>
      <dt>Status</dt>
      <dd>{statusLabels[shownStatus(bill, today)]}</dd>
      <dt>Reference</dt>
      <dd>{bill.reference}</dd>
      <dt>Date</dt>
      <dd>{formatDate(bill.date)}</dd>
      <dt>Due</dt>
      <dd>{formatDate(bill.dueDate)}</dd>
      <dt>Total</dt>
      <dd>
        {voided ? `${formatMoney(bill.total)} (voided: counts in no sum)` : formatMoney(bill.total)}
      </dd>
      <dt>Paid</dt>
      <dd>{formatMoney(bill.paid)}</dd>
      <dt>Amount due</dt>
      <dd>{formatMoney(owed)}</dd>
    </dl>
  );
}
