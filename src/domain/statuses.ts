/**
 * Stored invoice statuses, in lifecycle order. A voided bill (voids.ts) is kept, counted among
 * the rows, and in no sum: its total is set aside, so it owes and has paid nothing.
 */
export const invoiceStatuses = ['draft', 'sent', 'viewed', 'overdue', 'paid', 'voided'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/**
 * A status value a filter may name: a stored status, or the group `awaiting-payment`
 * (approved and not fully paid: sent, viewed or overdue). See DESIGN.md, Statuses.
 */
export const awaitingPayment = 'awaiting-payment' as const;
export type StatusFilterValue = InvoiceStatus | typeof awaitingPayment;
export const statusFilterValues: readonly StatusFilterValue[] = [
  ...invoiceStatuses,
  awaitingPayment,
];

export const awaitingPaymentStatuses: readonly InvoiceStatus[] = ['sent', 'viewed', 'overdue'];

export const statusLabels: Record<StatusFilterValue, string> = {
  draft: 'Draft',
  sent: 'Sent',
  viewed: 'Viewed',
  overdue: 'Overdue',
  paid: 'Paid',
  voided: 'Voided',
  'awaiting-payment': 'Awaiting payment',
};

/**
 * Badge tones from the spec: Draft warning, Sent/Viewed neutral, Paid positive, Overdue negative;
 * Voided grey (`void`: muted, outlined, so it reads apart from Sent's neutral fill).
 */
export const statusTones: Record<
  InvoiceStatus,
  'warning' | 'neutral' | 'positive' | 'negative' | 'void'
> = {
  draft: 'warning',
  sent: 'neutral',
  viewed: 'neutral',
  overdue: 'negative',
  paid: 'positive',
  voided: 'void',
};

/** Expands a filter value to the stored statuses it stands for. */
export function expandStatus(value: StatusFilterValue): readonly InvoiceStatus[] {
  return value === awaitingPayment ? awaitingPaymentStatuses : [value];
}

export function isInvoiceStatus(value: unknown): value is InvoiceStatus {
  return typeof value === 'string' && (invoiceStatuses as readonly string[]).includes(value);
}
