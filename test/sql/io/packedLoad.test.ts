import type { Database } from 'sql.js';
import { describe, expect, it } from 'vitest';
import { searchedReferenceSql } from '../../../src/sql/compile/columns';
import { generateInvoices } from '../../../src/domain/sample';
import type { Invoice } from '../../../src/domain/invoice';
import { createLoader } from '../../../src/sql/io/load';
import { packRows, unpackRow } from '../../../src/sql/io/packedRows';
import { generatePackedSample } from '../../../src/sql/io/packedSample';
import { toRow } from '../../../src/sql/compile/rows';
import { createDatabase, today } from '../db';

const tables = [
  'SELECT * FROM invoices ORDER BY id',
  'SELECT * FROM invoice_totals ORDER BY 1, 2',
  'SELECT * FROM invoice_initials ORDER BY 1, 2',
  'SELECT * FROM invoice_contact_totals ORDER BY 1, 2, 3',
];

const contents = (db: Database) => tables.map((sql) => db.exec(sql)[0]?.values ?? []);

describe('packed batches (the sample worker hands the loader columns, not objects)', () => {
  it('unpack to the very rows the invoices make: accents, several notes and none', () => {
    const odd: Invoice = {
      id: 7,
      invoiceId: '0b4f7c1e-2a1d-4c3b-9e8f-1a2b3c4d5e6f',
      number: 'INV-007',
      reference: 'Ré: “Straße” 😀',
      contactName: 'Müller & Fils Société',
      status: 'overdue',
      date: '2026-10-01',
      dueDate: '2026-10-31',
      amountDue: 123_456,
      amountPaid: 0,
      notes: ['first line', 'second — line'],
    };
    const batch = [
      ...[...generateInvoices({ count: 300, today })].flat(),
      odd,
      { ...odd, id: 8, notes: [] },
    ];
    const initials = Float64Array.from(batch, (_, i) => 2 ** 35 + i);
    const packed = packRows(batch, initials);
    expect(packed.count).toBe(batch.length);
    expect(batch.map((_, i) => unpackRow(packed, i))).toEqual(batch.map(toRow));
    expect([...packed.initials]).toEqual([...initials]);
  });

  it('refuses an amount a 32-bit column cannot hold rather than store another', () => {
    const [first] = [...generateInvoices({ count: 1, today })].flat();
    expect(() =>
      packRows([{ ...(first as Invoice), amountDue: 2 ** 31 }], new Float64Array(1)),
    ).toThrow(/32-bit/);
  });

  it('load the same invoices, totals, initials and contacts’ totals as the records do', () => {
    const count = 2_500;
    const byRecords = createDatabase();
    const loader = createLoader(byRecords, { today });
    for (const batch of generateInvoices({ count, today, batchSize: 700 })) loader.insert(batch);
    loader.finishAll();

    const byPacked = createDatabase();
    const packedLoader = createLoader(byPacked, { today });
    const messages = [...generatePackedSample({ count, today, batchSize: 700 })];
    expect(messages.map((m) => m.kind)).toEqual(['rows', 'rows', 'rows', 'rows', 'counts']);
    let counts;
    for (const message of messages) {
      if (message.kind === 'rows') packedLoader.insertPacked(message.packed);
      else counts = message.counts;
    }
    for (const step of packedLoader.finish(counts)) void step;

    const expected = contents(byRecords);
    expect(expected[0]).toHaveLength(count);
    expect(contents(byPacked)).toEqual(expected);
    // Each invoice keeps the initials its words have (schema.ts), whichever way it was loaded.
    const wrongInitials = `SELECT count(*) FROM invoices
      WHERE initials IS NOT search_initials(contact_name, ${searchedReferenceSql()}, notes)`;
    expect(byPacked.exec(wrongInitials)[0]?.values).toEqual([[0]]);
    expect(byRecords.exec(wrongInitials)[0]?.values).toEqual([[0]]);
    // Searchable the same way: the search index was filled from the packed rows too.
    const search = "SELECT count(*) FROM invoice_search WHERE invoice_search MATCH 'inv*'";
    expect(byPacked.exec(search)[0]?.values).toEqual(byRecords.exec(search)[0]?.values);
    byRecords.close();
    byPacked.close();
  });
});
