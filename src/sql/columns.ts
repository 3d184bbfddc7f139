import type { ColumnId } from '../domain/columns';

/**
 * The stored column of each column of the catalogue (src/domain/columns.ts), over table
 * `invoices`. Column ids come from that closed list, so no identifier is built from input.
 */
export const columnSql: Readonly<Record<ColumnId, string>> = {
  from: 'contact_name',
  status: 'status',
  reference: 'reference',
  date: 'date',
  dueDate: 'due_date',
  paid: 'amount_paid',
  due: 'amount_due',
  notes: 'notes',
};
