/**
 * The set of invoices a Delete hid (hidden.ts), as SQL: kept apart from hidden.ts so the running
 * totals (runningTotals.ts), which hidden.ts uses, can test it too.
 */

/** The hidden invoices' ids, for `id IN (…)` and `id NOT IN (…)`. */
export const hiddenIdsSql = 'SELECT id FROM hidden_invoices';

/** True for an invoice that is not hidden (`id` is the invoice's). */
export const visibleSql = `id NOT IN (${hiddenIdsSql})`;
