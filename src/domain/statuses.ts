/** Stored invoice statuses, in lifecycle order. */
export const invoiceStatuses = ['draft', 'sent', 'viewed', 'overdue', 'paid'] as const;
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
  'awaiting-payment': 'Awaiting payment',
};

/** Badge tones from the spec: Draft warning, Sent/Viewed neutral, Paid positive, Overdue negative. */
export const statusTones: Record<InvoiceStatus, 'warning' | 'neutral' | 'positive' | 'negative'> = {
  draft: 'warning',
  sent: 'neutral',
  viewed: 'neutral',
  overdue: 'negative',
  paid: 'positive',
};

/** Expands a filter value to the stored statuses it stands for. */
export function expandStatus(value: StatusFilterValue): readonly InvoiceStatus[] {
  return value === awaitingPayment ? awaitingPaymentStatuses : [value];
}

export function isInvoiceStatus(value: unknown): value is InvoiceStatus {
  return typeof value === 'string' && (invoiceStatuses as readonly string[]).includes(value);
}
