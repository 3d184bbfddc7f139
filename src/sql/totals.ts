import type { CompileContext, CompiledSql } from './compile';
import { compileFilter } from './filters';
import type { InvoiceQuery } from './query';
import type { InvoiceRecord } from './sample';
import type { Selection } from './selection';
import { toMatchExpression } from './search';

/**
 * Running totals per status and due date: the footer of every built-in view (All, Draft,
 * Awaiting Payment, Overdue, Paid) and of any mix of status and due-date filters is a sum over
 * a few thousand rows here instead of a pass over every invoice. Triggers keep it in step with
 * every insert, delete and change of status, due date or amount, whoever makes them.
 */
export const totalsTableSql = `
CREATE TABLE main.invoice_totals (
  status TEXT NOT NULL,
  due_date TEXT NOT NULL,
  invoices INTEGER NOT NULL,
  amount_paid INTEGER NOT NULL,
  amount_due INTEGER NOT NULL,
  PRIMARY KEY (status, due_date)
) WITHOUT ROWID;
`;

export const totalsTriggersSql = `
CREATE TRIGGER main.invoice_totals_insert AFTER INSERT ON invoices BEGIN
  INSERT INTO invoice_totals VALUES (new.status, new.due_date, 1, new.amount_paid, new.amount_due)
  ON CONFLICT DO UPDATE SET invoices = invoices + 1,
    amount_paid = amount_paid + excluded.amount_paid, amount_due = amount_due + excluded.amount_due;
END;
CREATE TRIGGER main.invoice_totals_delete AFTER DELETE ON invoices BEGIN
  UPDATE invoice_totals SET invoices = invoices - 1,
    amount_paid = amount_paid - old.amount_paid, amount_due = amount_due - old.amount_due
  WHERE status = old.status AND due_date = old.due_date;
END;
CREATE TRIGGER main.invoice_totals_update
AFTER UPDATE OF status, due_date, amount_paid, amount_due ON invoices BEGIN
  UPDATE invoice_totals SET invoices = invoices - 1,
    amount_paid = amount_paid - old.amount_paid, amount_due = amount_due - old.amount_due
  WHERE status = old.status AND due_date = old.due_date;
  INSERT INTO invoice_totals VALUES (new.status, new.due_date, 1, new.amount_paid, new.amount_due)
  ON CONFLICT DO UPDATE SET invoices = invoices + 1,
    amount_paid = amount_paid + excluded.amount_paid, amount_due = amount_due + excluded.amount_due;
END;
`;

export const insertTotalsSql = 'INSERT INTO invoice_totals VALUES (?, ?, ?, ?, ?)';

/**
 * Totals counted while loading (a GROUP BY afterwards sorts every invoice: 1.5 s at 1M).
 * Rows for `insertTotalsSql`.
 */
export function createTotalsCounter() {
  const totals = new Map<string, [string, string, number, number, number]>();
  return {
    add(r: Pick<InvoiceRecord, 'status' | 'dueDate' | 'amountPaid' | 'amountDue'>): void {
      const key = `${r.status} ${r.dueDate}`;
      const row = totals.get(key);
      if (row) {
        row[2] += 1;
        row[3] += r.amountPaid;
        row[4] += r.amountDue;
      } else totals.set(key, [r.status, r.dueDate, 1, r.amountPaid, r.amountDue]);
    },
    rows: () => [...totals.values()],
  };
}

/** How many invoices there are, from the totals: no pass over the table. */
export const countInvoicesSql = 'SELECT coalesce(sum(invoices), 0) FROM invoice_totals';

/** The totals can answer a footer when nothing but status and due-date filters narrow it. */
export function totalsCanAnswer(query: Pick<InvoiceQuery, 'filters' | 'search'>): boolean {
  return (
    toMatchExpression(query.search) === null &&
    query.filters.every((f) => f.column === 'status' || f.column === 'dueDate')
  );
}

/**
 * The statuses with at least one invoice passing the status and due-date filters (the others
 * cannot narrow through the totals, so they are left out: a superset of the statuses with rows).
 */
export function compileStatusesWithRows(
  query: Pick<InvoiceQuery, 'filters'>,
  context: CompileContext,
): CompiledSql {
  const parts = query.filters
    .filter((f) => f.column === 'status' || f.column === 'dueDate')
    .map((f) => compileFilter(f, context));
  return {
    sql: [
      'SELECT status FROM invoice_totals',
      parts.length > 0 ? `WHERE ${parts.map((p) => p.sql).join(' AND ')}` : '',
      'GROUP BY status HAVING sum(invoices) > 0',
    ]
      .filter(Boolean)
      .join(' '),
    params: parts.flatMap((p) => p.params),
  };
}

/**
 * Count and sum due of "every invoice matching these filters except these" from the totals,
 * when they can answer: the bulk bar's figures for 'select all' without reading the rows.
 * Null when the totals cannot answer.
 */
export function compileSelectionFromTotals(
  selection: Selection,
  context: CompileContext,
): CompiledSql | null {
  if (selection.kind !== 'matching' || !totalsCanAnswer(selection.query)) return null;
  const parts = selection.query.filters.map((f) => compileFilter(f, context));
  const filters = parts.map((p) => ` AND ${p.sql}`).join('');
  const params = parts.flatMap((p) => p.params);
  return {
    sql: `WITH everything AS (SELECT coalesce(sum(invoices), 0) AS n,
      coalesce(sum(amount_due), 0) AS due FROM invoice_totals WHERE 1${filters}),
    excepted AS (SELECT count(*) AS n, coalesce(sum(amount_due), 0) AS due FROM invoices
      WHERE id IN (SELECT value FROM json_each(?))${filters})
    SELECT everything.n - excepted.n, everything.due - excepted.due FROM everything, excepted`,
    params: [...params, JSON.stringify(selection.except), ...params],
  };
}
