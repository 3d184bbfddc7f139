import type { NewBillChange, NewBillChangeLine } from '../changes';
import type { BillLineToSave, BillToSave } from './types';
import { vatRateOf } from './vat';

/**
 * The change kept in the log for a checked bill, with the id and invoice id it is given: Draft
 * ('Save as draft') or approved ('Approve': sent, shown Overdue once past its due date). The
 * bill's own number is its Reference, the supplier's bill number; no number is made up.
 */
export function newBillChange(
  bill: BillToSave,
  id: number,
  invoiceId: string,
  approve: boolean,
): NewBillChange {
  return {
    kind: 'newBill',
    id,
    invoiceId,
    contactName: bill.contactName,
    number: bill.reference,
    reference: bill.reference,
    status: approve ? 'sent' : 'draft',
    date: bill.date,
    dueDate: bill.dueDate,
    total: bill.total,
    notes: bill.notes,
    lines: changeLines(bill.lines),
  };
}

/** Checked lines as the log and `bill_lines` keep them: the rate by its label, money in pence. */
export function changeLines(lines: readonly BillLineToSave[]): NewBillChangeLine[] {
  return lines.map((line) => ({
    description: line.description,
    quantity: line.quantity,
    unitAmount: line.unitPrice,
    taxType: vatRateOf(line.rate).label,
    taxAmount: line.vat,
    amount: line.gross,
  }));
}
