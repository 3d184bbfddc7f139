import type { Database } from 'sql.js';
import { parseBillDraft } from '../../domain/bill/draftSchema';
import { defaultTermsDays } from '../../domain/bill/dueDate';
import { suggestContacts } from '../../domain/bill/suggest';
import { newBillChange } from '../../domain/bill/toChange';
import { checkBill } from '../../domain/bill/validate';
import { contactCounts, duplicateBill, usualTerms } from '../../sql/plan/newBillReads';
import { insertNewBill, nextNewBillId } from '../../sql/write/newBill';
import { ok, type createOperations } from '../operations';
import type {
  ContactSuggestionsResult,
  DuplicateResult,
  NewBillResult,
  TermsResult,
} from '../types';

const name = (value: unknown) =>
  typeof value === 'string' && value.length <= 1000
    ? ok(value.trim())
    : { ok: false as const, errors: ['A contact name is text of at most 1,000 characters'] };

/**
 * New bill: its write, and the reads its form makes as the person types (From's suggestions,
 * the contact's usual terms, the duplicate warning).
 */
export function createNewBills(deps: {
  operations: ReturnType<typeof createOperations>;
  database: () => Database;
  newId: () => string;
}) {
  const { database } = deps;
  const { operation } = deps.operations;
  return {
    /** The contacts From suggests for what was typed: word prefix, most bills first. */
    contactSuggestions: operation({
      check: (typed: unknown) => name(typed),
      run: (typed): ContactSuggestionsResult => ({
        kind: 'ok',
        contacts: suggestContacts(typed, contactCounts(database())),
      }),
    }),

    /** Days from Date to Due the contact's bills usually have; null for a new contact. */
    contactTerms: operation({
      check: (contact: unknown) => name(contact),
      run: (contact): TermsResult => ({ kind: 'ok', days: usualTerms(database(), contact) }),
    }),

    /** A bill of the same contact with the same Reference, or null. */
    duplicateOf: operation({
      check: (contact: unknown, reference: unknown) => {
        const checked = name(contact);
        if (!checked.ok) return checked;
        if (typeof reference !== 'string' || reference.length > 1000) {
          return { ok: false as const, errors: ['A reference is text'] };
        }
        return ok({ contact: checked.value, reference });
      },
      run: ({ contact, reference }): DuplicateResult => ({
        kind: 'ok',
        duplicate: duplicateBill(database(), contact, reference),
      }),
    }),

    /**
     * Saves a bill typed by hand, checked here again by the same rules as the form (its Due
     * defaulting to the contact's usual terms): as a draft, or approved. Answers with the change
     * to keep in the log, which carries the id it was given.
     */
    createBill: operation({
      check: (draft: unknown, approve: unknown) => {
        const parsed = parseBillDraft(draft);
        if (!parsed.ok) return parsed;
        return ok({ draft: parsed.value, approve: approve === true });
      },
      writes: true,
      run: ({ draft, approve }): NewBillResult => {
        const db = database();
        const terms = usualTerms(db, draft.contactName.trim()) ?? defaultTermsDays;
        const checked = checkBill(draft, terms);
        if (!checked.ok) {
          return {
            kind: 'error',
            errors: [...checked.errors.values()],
            fields: [...checked.errors],
          };
        }
        const change = newBillChange(checked.bill, nextNewBillId(db), deps.newId(), approve);
        if (!insertNewBill(db, change)) {
          return { kind: 'error', errors: ['The bill could not be given a number; try again'] };
        }
        return { kind: 'ok', count: 1, ids: [change.id], change };
      },
    }),
  };
}
