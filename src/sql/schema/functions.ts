import type { Database } from 'sql.js';
import { searchBody } from '../../domain/search';
import { createInvoiceInitials } from '../plan/initials';
import { matchesScanTerms } from '../compile/search';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Registers the functions the schema, its triggers and the queries call, each over an invoice's
 * From, Reference (with its number where they differ, columns.ts) and Notes: `search_body()`, the text the FTS index holds (it reads it through
 * a view rather than keep a copy); `search_initials()` (initials.ts); and `search_matches(...,
 * terms)`, whether it matches a search (search.ts, toScanTerms).
 */
export function registerSearchFunctions(db: Pick<Database, 'create_function'>): void {
  db.create_function('search_body', (contactName: unknown, reference: unknown, notes: unknown) => {
    const lines = text(notes);
    return searchBody(text(contactName), text(reference), lines === '' ? [] : lines.split('\n'));
  });
  // Remembers each contact's and notes' initials, as the load does (initials.ts): a million
  // invoices repeat a few thousand. The initials triggers work them out twice for every invoice a
  // bulk write touches, and a Delete once for each it hides (hidden.ts); folding the same
  // accented names again took 1.7 s of the 2.3 s a pass over a million invoices cost (1.2 s now).
  const initialsOfInvoice = createInvoiceInitials();
  db.create_function(
    'search_initials',
    (contactName: unknown, reference: unknown, notes: unknown) =>
      initialsOfInvoice(text(contactName), text(reference), text(notes)),
  );
  db.create_function(
    'search_matches',
    (contactName: unknown, reference: unknown, notes: unknown, terms: unknown) =>
      matchesScanTerms(text(contactName), text(reference), text(notes), text(terms)) ? 1 : 0,
  );
}
