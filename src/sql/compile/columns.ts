import type { ColumnId } from '../../domain/columns';
import type { SqlValue } from './types';
import { daysBetween, placeholder } from './dialect';

/**
 * What a bill still owes: its total (stored as `amount_due`, a name kept from before there was a
 * Total column) less what has been paid. The running totals (totals.ts, initials.ts) keep both
 * sums under the same names, so `sum` of this is the owed total there too. Written in
 * parentheses, as the expression index on it is (schema.ts).
 */
export const owedSql = '(amount_due - amount_paid)';

/**
 * A bill still owes something. Written so, with no parameter, it is the very condition of the
 * partial index of the bills owing (schema.ts, `invoices_owing_due`): SQLite uses a partial index
 * only for a query whose WHERE has its condition as written. The same as `owedSql > 0`.
 */
export const owingSql = 'amount_due > amount_paid';

/**
 * The Reference that search reads (src/domain/search.ts, `searchedReference`), from the invoice
 * aliased `alias` (none: the table's own columns): with its number after it where they differ.
 * What the index holds (schema.ts, `invoice_text`), its initials and the row-by-row test read
 * this, so the three agree.
 */
export function searchedReferenceSql(alias = ''): string {
  const [number, reference] = [`${alias}number`, `${alias}reference`];
  return `(CASE WHEN ${number} = ${reference} THEN ${reference} ELSE ${reference} || ' ' || ${number} END)`;
}

/**
 * The stored column (or expression) of each column of the catalogue (src/domain/columns.ts),
 * over table `invoices`. Column ids come from that closed list, so no identifier is built from
 * input. 'Overdue by' depends on today, so it is written by `overdueDaysSql`.
 */
export const columnSql: Readonly<Record<Exclude<ColumnId, 'overdueBy'>, string>> = {
  from: 'contact_name',
  status: 'status',
  number: 'number',
  reference: 'reference',
  date: 'date',
  dueDate: 'due_date',
  total: 'amount_due',
  paid: 'amount_paid',
  due: owedSql,
  notes: 'notes',
};

/**
 * Whole days since the due date of a bill that still owes something and whose due date is
 * before today; NULL otherwise. `today` comes in as a parameter (twice, in placeholder order).
 */
export function overdueDaysSql(today: string): { sql: string; params: SqlValue[] } {
  return {
    sql: `CASE WHEN amount_due > amount_paid AND due_date < ? THEN ${daysBetween('due_date', placeholder)} END`,
    params: [today, today],
  };
}

/**
 * The status a bill shows (src/domain/overdue.ts, `shownStatus`), from its stored status and due
 * date: Overdue once awaiting payment and due before today (the one `?`). A stored 'overdue'
 * from before is read as Sent until then.
 */
export const shownStatusSql = `(CASE WHEN status IN ('sent', 'viewed', 'overdue') AND due_date < ?
  THEN 'overdue' WHEN status = 'overdue' THEN 'sent' ELSE status END)`;
