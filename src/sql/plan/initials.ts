import { statusDueConditions } from '../compile/statusFilter';
import type { InvoiceQuery } from '../../domain/query';
import type { Invoice } from '../../domain/invoice';
import { foldForSearch, searchTerms } from '../../domain/search';
import { owedSql, searchedReferenceSql } from '../compile/columns';
import { filterCondition } from '../compile/filters';
import type { CompileContext, Condition, TotalsPlan } from '../compile/types';

/**
 * Running totals per status and "initials": the set of first letters of an invoice's words, as
 * bits (a-z, then 0-9). A one-letter search ('g', 's', the first key typed) matches about a
 * quarter to all of the invoices, and its footer from the full-text index costs a pass over
 * every match (150-300 ms at 1M); a word starts with 'g' exactly when bit 'g' is set, so the
 * footer is a sum over the ~70,000 rows here. Triggers keep it in step like invoice_totals.
 */
export const initialsTableSql = `
CREATE TABLE main.invoice_initials (
  status TEXT NOT NULL,
  initials INTEGER NOT NULL,
  invoices INTEGER NOT NULL,
  amount_paid INTEGER NOT NULL,
  amount_due INTEGER NOT NULL,
  PRIMARY KEY (status, initials)
) WITHOUT ROWID;
`;

/**
 * A row's initials: its stored column (schema.ts), or worked out where that is NULL. An edit of
 * From, Reference or Notes sets the column to NULL with it (mutations.ts, updateReference).
 */
const newInitials = `coalesce(new.initials,
    search_initials(new.contact_name, ${searchedReferenceSql('new.')}, new.notes))`;
const oldInitials = `coalesce(old.initials,
    search_initials(old.contact_name, ${searchedReferenceSql('old.')}, old.notes))`;
const add = `INSERT INTO invoice_initials
    VALUES (new.status, ${newInitials}, 1, new.amount_paid, new.amount_due)
  ON CONFLICT DO UPDATE SET invoices = invoices + 1,
    amount_paid = amount_paid + excluded.amount_paid,
    amount_due = amount_due + excluded.amount_due;`;
const take = `UPDATE invoice_initials SET invoices = invoices - 1,
    amount_paid = amount_paid - old.amount_paid, amount_due = amount_due - old.amount_due
  WHERE status = old.status AND initials = ${oldInitials};`;

export const initialsTriggersSql = `
CREATE TRIGGER main.invoice_initials_insert AFTER INSERT ON invoices BEGIN ${add} END;
CREATE TRIGGER main.invoice_initials_delete AFTER DELETE ON invoices BEGIN ${take} END;
CREATE TRIGGER main.invoice_initials_update
AFTER UPDATE OF status, amount_paid, amount_due, contact_name, number, reference, notes ON invoices
BEGIN ${take} ${add} END;
`;

export const insertInitialsSql = 'INSERT INTO invoice_initials VALUES (?, ?, ?, ?, ?)';

const letters = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** The bit of a word's first character (36 bits: past 32, so powers of two, not shifts). */
function bitOf(character: string): number {
  return 2 ** letters.indexOf(character);
}

/** The initials of an invoice's indexed words (src/domain/search.ts, searchBody), as a number. */
export function initialsOf(words: readonly string[]): number {
  const seen = new Set(words.map((w) => w.charAt(0)));
  let bits = 0;
  for (const c of seen) bits += bitOf(c);
  return bits;
}

/** Set aside for `initialsOfText`, which runs for every invoice of a bulk write. */
const seenBits = new Uint8Array(letters.length);

/**
 * `initialsOf(searchTokens(text))` without making the words: one pass over the character codes
 * (text past ASCII is folded first, as searchTokens does). A bulk write works this out for every
 * invoice it touches, and the words took ~5 µs an invoice, this ~0.3 µs.
 */
export function initialsOfText(text: string): number {
  // eslint-disable-next-line no-control-regex
  const folded = /^[\x00-\x7f]*$/.test(text) ? text : foldForSearch(text);
  seenBits.fill(0);
  let bits = 0;
  let inWord = false;
  for (let i = 0; i < folded.length; i++) {
    let c = folded.charCodeAt(i);
    if (c >= 65 && c <= 90) c += 32;
    const bit = c >= 97 && c <= 122 ? c - 97 : c >= 48 && c <= 57 ? 26 + c - 48 : -1;
    if (bit < 0) inWord = false;
    else if (!inWord) {
      inWord = true;
      if (seenBits[bit] === 0) {
        seenBits[bit] = 1;
        bits += 2 ** bit;
      }
    }
  }
  return bits;
}

/** The initials of either of two sets (36 bits: past JavaScript's 32-bit `|`). */
function unionOfInitials(a: number, b: number): number {
  const high = Math.floor(a / 2 ** 32) | Math.floor(b / 2 ** 32);
  return high * 2 ** 32 + (((a % 2 ** 32) | (b % 2 ** 32)) >>> 0);
}

/** Distinct texts remembered by `createInvoiceInitials`: the sample has ~60 contacts, ~1,700 notes. */
const rememberedTexts = 10_000;

/**
 * `initialsOfText` of an invoice's From, Reference and Notes (what `search_initials` works
 * out), remembering the initials of each contact and notes seen: a load repeats a few names and
 * phrases a million times, and folding the accented ones again took ~1 s of a million. Words
 * never span the space between the parts, so the initials of the whole are those of the parts.
 */
export function createInvoiceInitials() {
  const known = new Map<string, number>();
  const initialsOf = (text: string): number => {
    let bits = known.get(text);
    if (bits === undefined) {
      bits = initialsOfText(text);
      if (known.size < rememberedTexts) known.set(text, bits);
    }
    return bits;
  };
  return (contactName: string, reference: string, notes: string): number =>
    unionOfInitials(
      unionOfInitials(initialsOf(contactName), initialsOfText(reference)),
      initialsOf(notes),
    );
}

/** Initials counted while loading, rows for `insertInitialsSql`. */
export function createInitialsCounter() {
  // By status, then initials: no key is built per invoice (as createContactTotalsCounter).
  const byStatus = new Map<string, Map<number, [string, number, number, number, number]>>();
  /** Counts an invoice whose initials are already worked out (`createInvoiceInitials`). */
  const addBits = (r: Invoice, initials: number): void => {
    let totals = byStatus.get(r.status);
    if (!totals) byStatus.set(r.status, (totals = new Map()));
    const row = totals.get(initials);
    if (row) {
      row[2] += 1;
      row[3] += r.amountPaid;
      row[4] += r.amountDue;
    } else totals.set(initials, [r.status, initials, 1, r.amountPaid, r.amountDue]);
  };
  return {
    add: (r: Invoice, words: readonly string[]): void => addBits(r, initialsOf(words)),
    addBits,
    rows: () => [...byStatus.values()].flatMap((totals) => [...totals.values()]),
  };
}

/**
 * The footer of a search whose every term is a single letter or digit, with nothing but status
 * filters, from the initials; null when it is not such a search.
 */
export function initialsSummaryPlan(
  query: Pick<InvoiceQuery, 'filters' | 'search'>,
  context: CompileContext,
): TotalsPlan | null {
  const terms = searchTerms(query.search);
  const single = terms.every((words) => words.length === 1 && words[0]?.length === 1);
  if (terms.length === 0 || !single) return null;
  if (!query.filters.every((f) => f.column === 'status')) return null;
  // These totals have no due date: Overdue, Sent and Viewed need it (statusFilter.ts).
  if (statusDueConditions(query.filters, context.today).length > 0) return null;
  const where: Condition[] = [
    ...terms.map((words): Condition => ({
      kind: 'anyBit',
      column: 'initials',
      bit: bitOf(words[0] as string),
    })),
    ...query.filters.map((f) => filterCondition(f, context)),
  ];
  return {
    kind: 'totals',
    source: { kind: 'table', table: 'invoice_initials' },
    where,
    counted: 'invoices',
    sums: ['amount_paid', owedSql],
  };
}
