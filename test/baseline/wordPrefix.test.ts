import { describe, expect, it } from 'vitest';
import { compileSearch, matchesSearch } from '../../bench/baseline/wordPrefix';
import { generateInvoices } from '../../src/domain/sample';
import { searchBody } from '../../src/domain/search';
import { matchesSearch as referenceMatches } from '../sql/reference';

const text = (contact: string, reference: string, notes: string[] = []) =>
  searchBody(contact, reference, notes);
const finds = (search: string, body: string) => matchesSearch(body, compileSearch(search));

describe('baseline word-prefix search', () => {
  it('matches the start of a word, case- and accent-insensitively', () => {
    const body = text('Müller GmbH', 'INV-042', ['Synergize global markets']);
    expect(finds('glob', body)).toBe(true);
    expect(finds('MULL', body)).toBe(true);
    expect(finds('müller', body)).toBe(true);
    expect(finds('lobal', body)).toBe(false);
    expect(finds('', body)).toBe(true);
  });

  it('needs every term, and reads a term with punctuation as consecutive word prefixes', () => {
    const body = text('Globex', 'INV-042');
    expect(finds('INV-04', body)).toBe(true);
    expect(finds('INV-05', body)).toBe(false);
    expect(finds('glob inv', body)).toBe(true);
    expect(finds('glob acme', body)).toBe(false);
    expect(finds('inv-glob', body)).toBe(false);
  });

  it('agrees with the plain-TypeScript reference on the sample', () => {
    const invoices = [...generateInvoices({ count: 300, today: '2026-11-21' })].flat();
    const searches = ['s', 'gl', 'inv-01', 'INV-1', 'mu', 'et', 'e-commerce', 'a b', '-', 'ü'];
    for (const search of searches) {
      const terms = compileSearch(search);
      const ours = invoices.filter((i) =>
        matchesSearch(searchBody(i.contactName, i.reference, i.notes), terms),
      );
      const expected = invoices.filter((i) => referenceMatches(i, search));
      expect(
        ours.map((i) => i.id),
        search,
      ).toEqual(expected.map((i) => i.id));
    }
  });
});
