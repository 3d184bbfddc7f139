import type { InvoiceStatus } from './statuses';

/** One invoice as stored: money in pence, dates ISO, notes one per line. */
export interface Invoice {
  id: number;
  invoiceId: string;
  number: string;
  reference: string;
  contactName: string;
  status: InvoiceStatus;
  date: string;
  dueDate: string;
  amountDue: number;
  amountPaid: number;
  notes: string[];
}
