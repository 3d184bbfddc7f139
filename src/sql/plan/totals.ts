import type { InvoiceQuery } from '../../domain/query';
import type { Invoice } from '../../domain/invoice';
import { searchTerms } from '../../domain/search';
import type { Selection } from '../../domain/selection';
import { owedSql } from '../compile/columns';
import { compile } from '../compile/compile';
import { filterCondition } from '../compile/filters';
import { invoicesSource } from '../compile/source';
import type {
  CompileContext,
  CompiledSql,
  DifferencePlan,
  GroupsPlan,
  Source,
} from '../compile/types';

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
  // By status, then due date: no key is built per invoice (as createContactTotalsCounter).
  const byStatus = new Map<string, Map<string, [string, string, number, number, number]>>();
  return {
    add(r: Pick<Invoice, 'status' | 'dueDate' | 'amountPaid' | 'amountDue'>): void {
      let totals = byStatus.get(r.status);
      if (!totals) byStatus.set(r.status, (totals = new Map()));
      const row = totals.get(r.dueDate);
      if (row) {
        row[2] += 1;
        row[3] += r.amountPaid;
        row[4] += r.amountDue;
      } else totals.set(r.dueDate, [r.status, r.dueDate, 1, r.amountPaid, r.amountDue]);
    },
    rows: () => [...byStatus.values()].flatMap((totals) => [...totals.values()]),
  };
}

export const totalsTable: Source = { kind: 'table', table: 'invoice_totals' };

/** How many invoices there are, from the totals: no pass over the table. */
export const countInvoicesSql = compile({
  kind: 'totals',
  source: totalsTable,
  where: [],
  counted: 'invoices',
  sums: [],
}).sql;

/**
 * The totals can answer a footer when nothing but status, due-date and 'Overdue by' filters
 * narrow it. 'Overdue by' is said on the due date and on what is owed (filters.ts), and a row
 * of the totals owes something exactly when its invoices do: a bill owes nothing exactly when
 * it is Paid (src/domain/sample.ts; approving changes no amount), so the invoices of one status
 * and due date either all owe something or none do.
 */
export function totalsCanAnswer(query: Pick<InvoiceQuery, 'filters' | 'search'>): boolean {
  return (
    searchTerms(query.search).length === 0 &&
    query.filters.every(
      (f) => f.column === 'status' || f.column === 'dueDate' || f.column === 'overdueBy',
    )
  );
}

/**
 * The statuses with at least one invoice passing the status, due-date and 'Overdue by' filters
 * (the others cannot narrow through the totals, so they are left out: a superset of the
 * statuses with rows). A row of the totals owes something exactly when its invoices do
 * (`totalsCanAnswer`), so an 'Overdue by' filter keeps the statuses owing something then.
 */
export function statusesWithRowsPlan(
  query: Pick<InvoiceQuery, 'filters'>,
  context: CompileContext,
): GroupsPlan {
  const where = query.filters
    .filter((f) => f.column === 'status' || f.column === 'dueDate' || f.column === 'overdueBy')
    .map((f) => filterCondition(f, context));
  return { kind: 'groups', source: totalsTable, where, column: 'status', counted: 'invoices' };
}

export function compileStatusesWithRows(
  query: Pick<InvoiceQuery, 'filters'>,
  context: CompileContext,
): CompiledSql {
  return compile(statusesWithRowsPlan(query, context));
}

/**
 * Count and what is still owed of "every invoice matching these filters except these" from the totals,
 * when they can answer: the bulk bar's figures for 'select all' without reading the rows.
 * Null when the totals cannot answer.
 */
export function selectionTotalsPlan(
  selection: Selection,
  context: CompileContext,
): DifferencePlan | null {
  if (selection.kind !== 'matching' || !totalsCanAnswer(selection.query)) return null;
  const filters = selection.query.filters.map((f) => filterCondition(f, context));
  const sums = [owedSql];
  return {
    kind: 'difference',
    whole: { kind: 'totals', source: totalsTable, where: filters, counted: 'invoices', sums },
    part: {
      kind: 'totals',
      source: invoicesSource(context),
      where: [{ kind: 'ids', ids: selection.except, negated: false }, ...filters],
      sums,
    },
  };
}
