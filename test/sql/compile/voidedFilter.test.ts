import { describe, expect, it } from 'vitest';
import type { Filter } from '../../../src/domain/query';
import { parseQuery } from '../../../src/domain/query';
import { loadInvoices } from '../../../src/sql/io/load';
import { compileRows, compileWhere } from '../../../src/sql/plan/reads';
import { voidBill } from '../../../src/sql/write/voids';
import { context, createDatabase, idsOf, sampleRecords, selectAll, today } from '../db';

/**
 * A filter naming 'voided' (the Status filter's values, a stored view's, a link's): parsed, then
 * the exact SQL and parameters, then the rows, on a sample where bills were approved and voided.
 */

const records = sampleRecords(60);
const drafts = records.filter((r) => r.status === 'draft').map((r) => r.id);
const voided = drafts.slice(0, 2);

function database() {
  const db = createDatabase();
  loadInvoices(db, [records], { today });
  db.run(
    `UPDATE invoices SET status = 'sent' WHERE id IN (${voided.map(() => '?').join(', ')})`,
    voided,
  );
  for (const id of voided) expect(voidBill(db, id)).toEqual({ ok: true });
  return db;
}

const cases: { name: string; filters: Filter[]; sql: string; params: string[]; ids: number[] }[] = [
  {
    name: 'Status is Voided',
    filters: [{ column: 'status', operator: 'is', values: ['voided'] }],
    sql: 'WHERE status IN (?)',
    params: ['voided'],
    ids: voided,
  },
  {
    name: 'Status is Draft or Voided',
    filters: [{ column: 'status', operator: 'is', values: ['draft', 'voided'] }],
    sql: 'WHERE status IN (?, ?)',
    params: ['draft', 'voided'],
    ids: drafts,
  },
  {
    name: 'Status is not Voided: every other status, awaiting ones whatever their due date',
    filters: [{ column: 'status', operator: 'isNot', values: ['voided'] }],
    sql: 'WHERE status IN (?, ?, ?, ?, ?)',
    params: ['draft', 'sent', 'viewed', 'overdue', 'paid'],
    ids: records.map((r) => r.id).filter((id) => !voided.includes(id)),
  },
  {
    name: 'Awaiting payment leaves voided bills out',
    filters: [{ column: 'status', operator: 'is', values: ['awaiting-payment'] }],
    sql: 'WHERE status IN (?, ?, ?)',
    params: ['sent', 'viewed', 'overdue'],
    ids: records.filter((r) => ['sent', 'viewed', 'overdue'].includes(r.status)).map((r) => r.id),
  },
];

describe('filters naming voided', () => {
  it('a stored or linked query naming voided is read; an unknown status is refused by name', () => {
    const query = {
      filters: [{ column: 'status', operator: 'is', values: ['voided'] }],
      search: '',
      sort: [],
      page: { index: 0, size: 20 },
    };
    expect(parseQuery(query)).toMatchObject({ ok: true, value: { filters: query.filters } });
    const lost = { ...query, filters: [{ column: 'status', operator: 'is', values: ['void'] }] };
    expect(parseQuery(lost)).toEqual({
      ok: false,
      errors: ['filters.0.values.0: unknown status "void"'],
    });
  });

  it.each(cases)('$name', ({ filters, sql, params, ids }) => {
    expect(compileWhere({ filters, search: '' }, context)).toEqual({ sql, params });
    const db = database();
    const rows = selectAll(
      db,
      compileRows(
        { filters, search: '', sort: [{ column: 'number', desc: false }] },
        { offset: 0, limit: 100 },
        context,
      ),
    );
    expect(idsOf(rows).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
  });
});
