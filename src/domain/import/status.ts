/** The statuses an imported bill may have: the stored ones (src/domain/statuses.ts). */
export type ImportStatus = 'draft' | 'sent' | 'viewed' | 'overdue' | 'paid' | 'voided';

const byText: Record<string, ImportStatus> = {
  draft: 'draft',
  awaitingapproval: 'draft',
  sent: 'sent',
  submitted: 'sent',
  approved: 'sent',
  awaitingpayment: 'sent',
  authorised: 'sent',
  authorized: 'sent',
  viewed: 'viewed',
  // Overdue is read from the due date (src/domain/overdue.ts): stored, it is awaiting payment.
  overdue: 'sent',
  paid: 'paid',
  // Our export's Voided, and Xero's VOIDED: kept voided, its total set aside (imports.ts).
  voided: 'voided',
};

/** A status as written by us ('Draft') or by Xero ('AUTHORISED', 'Awaiting Payment'); null if none. */
export function parseStatus(text: string): ImportStatus | null {
  return byText[text.replace(/[\s_-]/g, '').toLowerCase()] ?? null;
}
