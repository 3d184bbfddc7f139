import { searchedReference } from '../../domain/search';
import type { SqlValue } from 'sql.js';
import type { Invoice } from '../../domain/invoice';
import { createInitialsCounter, createInvoiceInitials } from '../plan/initials';
import { createContactTotalsCounter } from '../schema/contactTotals';
import { createTotalsCounter } from '../plan/totals';
import { createSupplierCounter } from '../suppliers/supplierCounter';

/**
 * What the load counts as invoices go in: the running totals, the initials, the contacts'
 * totals and the suppliers' dates and terms, as rows of their tables. Counting needs the invoices as records, so when the sample is
 * generated in a worker of its own, that worker counts (sampleSource.ts) and hands the rows over
 * with its last batch.
 */
export interface LoadCounts {
  totals: SqlValue[][];
  initials: SqlValue[][];
  contacts: ReturnType<ReturnType<typeof createContactTotalsCounter>['rows']>;
  /** Rows of supplier_dates and supplier_terms (supplierTotals.ts). */
  supplierDates: SqlValue[][];
  supplierTerms: SqlValue[][];
}

/** Counts invoices for `LoadCounts`. */
export function createLoadCounter() {
  const totals = createTotalsCounter();
  const initials = createInitialsCounter();
  const initialsOfInvoice = createInvoiceInitials();
  const contacts = createContactTotalsCounter();
  const suppliers = createSupplierCounter();
  return {
    /** Counts an invoice; returns its initials, for its `initials` column (schema.ts). */
    add(r: Invoice, notes: string = r.notes.join('\n')): number {
      totals.add(r);
      contacts.add(r);
      suppliers.add(r);
      // What the trigger works out (search_initials), without making the words: a million
      // invoices spent ~2 s of the load making them.
      const reference = searchedReference(r.reference, r.number);
      const bits = initialsOfInvoice(r.contactName, reference, notes);
      initials.addBits(r, bits);
      return bits;
    },
    counts: (): LoadCounts => ({
      totals: totals.rows(),
      initials: initials.rows(),
      contacts: contacts.rows(),
      supplierDates: suppliers.dates(),
      supplierTerms: suppliers.terms(),
    }),
  };
}
