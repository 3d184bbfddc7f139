import { shownStatus } from '../../src/domain/overdue';
import { describe, expect, it } from 'vitest';
import { addDays, toEpochDay } from '../../src/domain/dates';
import { generateInvoices, invoiceNumber } from '../../src/domain/sample';
import { defaultSeed } from '../../src/domain/sampleSizes';
import { invoiceStatuses } from '../../src/domain/statuses';
import { sampleRecords, today } from '../sql/db';

const records = sampleRecords();

describe('generateInvoices', () => {
  it('gives the same records for the same seed and today', () => {
    const again = [...generateInvoices({ count: 100, today, seed: defaultSeed })].flat();
    expect(again).toEqual(records);
  });

  it('gives different records for a different seed', () => {
    const other = [...generateInvoices({ count: 100, today, seed: 7 })].flat();
    expect(other.map((r) => r.invoiceId)).not.toEqual(records.map((r) => r.invoiceId));
    expect(other.map((r) => r.contactName)).not.toEqual(records.map((r) => r.contactName));
  });

  it('numbers the 100-invoice sample INV-001 to INV-100, with the number as reference', () => {
    expect(records.map((r) => r.id)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(records[0]?.number).toBe('INV-001');
    expect(records[41]?.number).toBe('INV-042');
    expect(records[99]?.number).toBe('INV-100');
    for (const r of records) {
      expect(r.number).toBe(`INV-${String(r.id).padStart(3, '0')}`);
      expect(r.reference).toBe(r.number);
    }
  });

  it('widens numbers for larger samples so they still sort as text', () => {
    expect(invoiceNumber(7, 1000)).toBe('INV-0007');
    expect(invoiceNumber(7, 1_000_000)).toBe('INV-0000007');
  });

  it('gives each invoice its own UUID', () => {
    const ids = records.map((r) => r.invoiceId);
    expect(new Set(ids).size).toBe(100);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('shows all five statuses, overdue read from the due date (none voided: a person voids)', () => {
    const shown = records.map((r) => shownStatus(r, today));
    expect(new Set(shown)).toEqual(new Set(invoiceStatuses.filter((s) => s !== 'voided')));
  });

  it('keeps amounts within the rules, in pence', () => {
    for (const r of records) {
      expect(Number.isInteger(r.amountDue)).toBe(true);
      expect(r.amountDue).toBeGreaterThanOrEqual(100_000);
      expect(r.amountDue).toBeLessThanOrEqual(500_000);
      if (r.status === 'draft') expect(r.amountPaid).toBe(0);
      else if (r.status === 'paid') expect(r.amountPaid).toBe(r.amountDue);
      else {
        expect(Number.isInteger(r.amountPaid)).toBe(true);
        expect(r.amountPaid).toBeGreaterThanOrEqual(0);
        expect(r.amountPaid).toBeLessThan(r.amountDue);
      }
    }
  });

  it('dates invoices within the past year, due 7 to 60 days later', () => {
    const yearAgo = addDays(today, -365);
    for (const r of records) {
      expect(r.date > yearAgo && r.date <= today).toBe(true);
      const days = toEpochDay(r.dueDate) - toEpochDay(r.date);
      expect(days).toBeGreaterThanOrEqual(7);
      expect(days).toBeLessThanOrEqual(60);
    }
  });

  it('stores no bill as overdue: sent or viewed ones past their due date read so', () => {
    const open = records.filter((r) => r.status === 'sent' || r.status === 'viewed');
    expect(records.filter((r) => r.status === 'overdue')).toEqual([]);
    expect(open.filter((r) => r.dueDate >= today).length).toBeGreaterThan(0);
    const pastDue = open.filter((r) => r.dueDate < today);
    expect(pastDue.length).toBeGreaterThan(0);
    for (const r of pastDue) expect(shownStatus(r, today)).toBe('overdue');
    for (const r of open.filter((o) => o.dueDate >= today)) {
      expect(shownStatus(r, today)).toBe(r.status);
    }
  });

  it('gives each invoice 0 to 2 notes of non-empty text', () => {
    for (const r of records) {
      expect(r.notes.length).toBeLessThanOrEqual(2);
      for (const note of r.notes) expect(note.trim()).not.toBe('');
    }
    expect(records.some((r) => r.notes.length === 2)).toBe(true);
  });

  it('yields batches of batchSize, the last one holding the rest', () => {
    const batches = [...generateInvoices({ count: 100, today, batchSize: 30 })];
    expect(batches.map((b) => b.length)).toEqual([30, 30, 30, 10]);
    expect(batches.flat()).toEqual(records);
  });

  it('yields one batch when the count fits', () => {
    expect([...generateInvoices({ count: 5, today, batchSize: 10 })].map((b) => b.length)).toEqual([
      5,
    ]);
  });

  it.each([0, -1, 1.5, 1_000_001, Number.NaN])('refuses a count of %s', (count) => {
    expect(() => [...generateInvoices({ count, today })]).toThrow(
      'Sample size must be a whole number from 1 to 1000000',
    );
  });

  it('refuses a today that is not an ISO date', () => {
    expect(() => [...generateInvoices({ count: 10, today: '21/11/2026' })]).toThrow(
      'Today must be an ISO date, got 21/11/2026',
    );
  });
});
