import type { Migration } from './types';
import {
  addBillLines,
  addContactTotals,
  addHiddenInvoices,
  addImportRecords,
  addInitialsColumn,
  addPayments,
  addRowVersions,
} from './steps';
import { markSampleBills } from '../sampleBills';
import { storeOverdueAsSent } from '../overdueAsSent';
import { searchBillNumbers } from '../billNumbersSearched';
import { coverStatusDateIndex } from '../statusDateIndex';
import { addVoidsAndCredits } from '../voidsAndCredits';
import { addSupplierTotals } from '../../suppliers/supplierTotals';

/**
 * Every schema change, in order. A database's version is the number of the last step applied.
 * Adding a change is adding one entry at the end (the next number) and a fixture made by the
 * build that ships it (test/fixtures/README.md). Never renumber or edit a step that has shipped.
 */
export const migrations: readonly Migration[] = [
  { number: 1, name: 'payments as rows', up: addPayments },
  { number: 2, name: 'invoice initials column', up: addInitialsColumn },
  { number: 3, name: 'bill lines', up: addBillLines },
  { number: 4, name: 'hidden invoices', up: addHiddenInvoices },
  { number: 5, name: 'contact totals', up: addContactTotals },
  { number: 6, name: 'row versions', up: addRowVersions },
  { number: 7, name: 'import records', up: addImportRecords },
  { number: 8, name: 'sample bills as id ranges', up: markSampleBills },
  // Overdue is read from the due date now (src/domain/overdue.ts): a kept 'overdue' is 'sent'.
  { number: 9, name: 'overdue stored as sent', up: storeOverdueAsSent },
  // Search reads a bill's number beside its Reference (columns.ts, searchedReferenceSql).
  { number: 10, name: 'bill numbers searched', up: searchBillNumbers },
  // The Overdue view finds past-due bills in the status and date index (statusDateIndex.ts).
  { number: 11, name: 'status and date index covers due dates', up: coverStatusDateIndex },
  // Voided bills (their totals set aside) and credit notes as payments of their own kind.
  { number: 12, name: 'voided status and credit notes', up: addVoidsAndCredits },
  // The Suppliers list's running totals per contact: totals, dates and terms (supplierTotals.ts).
  { number: 13, name: 'supplier totals', up: addSupplierTotals },
];
