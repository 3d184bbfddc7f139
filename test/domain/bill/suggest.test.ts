import { describe, expect, it } from 'vitest';
import { suggestContacts } from '../../../src/domain/bill/suggest';

const contacts = [
  { name: 'Globex Industries', bills: 3 },
  { name: 'Müller GmbH', bills: 9 },
  { name: 'Acme Ltd', bills: 12 },
  { name: 'Global Paper Co', bills: 20 },
  { name: 'Industrial Light', bills: 1 },
];

const names = (typed: string, limit?: number) =>
  suggestContacts(typed, contacts, limit).map((c) => c.name);

describe('suggestContacts', () => {
  it('matches the start of any word, most bills first', () => {
    expect(names('glob')).toEqual(['Global Paper Co', 'Globex Industries']);
    expect(names('ind')).toEqual(['Globex Industries', 'Industrial Light']);
  });
  it('ignores case and accents', () => {
    expect(names('MULL')).toEqual(['Müller GmbH']);
    expect(names('müll')).toEqual(['Müller GmbH']);
  });
  it('needs every word typed', () => {
    expect(names('glo ind')).toEqual(['Globex Industries']);
  });
  it('does not match inside a word', () => {
    expect(names('lobex')).toEqual([]);
  });
  it('suggests nothing for nothing typed, and keeps to the limit', () => {
    expect(names('  ')).toEqual([]);
    expect(names('g', 1)).toEqual(['Global Paper Co']);
  });
});
