import type { Database } from 'sql.js';
import { searchBody } from '../domain/search';
import { createInvoiceInitials } from './initials';
import { matchesScanTerms } from './search';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Registers the functions the schema, its triggers and the queries call, each over an invoice's
 * From, Reference and Notes: `search_body()`, the text the FTS index holds (it reads it through
 * a view rather than keep a copy); `search_initials()` (initials.ts); and `search_matches(...,
 * terms)`, whether it matches a search (search.ts, toScanTerms).
 */
export function registerSearchFunctions(db: Pick<Database, 'create_function'>): void {
  // Remembers each From's and Notes' initials (a million invoices repeat a few thousand): a
  // Delete of 500,000 works out each one's initials (hidden.ts), and folding every text again
  // cost about half of that.
  const initials = createInvoiceInitials();
  db.create_function('search_body', (contactName: unknown, reference: unknown, notes: unknown) => {
    const lines = text(notes);
    return searchBody(text(contactName), text(reference), lines === '' ? [] : lines.split('\n'));
  });
  db.create_function(
    'search_initials',
    (contactName: unknown, reference: unknown, notes: unknown) =>
      initials(text(contactName), text(reference), text(notes)),
  );
  db.create_function(
    'search_matches',
    (contactName: unknown, reference: unknown, notes: unknown, terms: unknown) =>
      matchesScanTerms(text(contactName), text(reference), text(notes), text(terms)) ? 1 : 0,
  );
}
