import { describe, expect, it } from 'vitest';
import { searchTokens } from '../../src/domain/search';
import { initialsOf, initialsOfText } from '../../src/sql/initials';
import { sampleRecords } from './db';

/** The bulk writes' fast initials (runningTotals.ts) must be the triggers' initials exactly. */
describe('initialsOfText', () => {
  const slow = (text: string) => initialsOf(searchTokens(text));

  it.each([
    '',
    'Acme Ltd INV-0042',
    'ÉCOLE Straße Zoë 9lives',
    'İstanbul Ørsted ﬁne',
    '  --  ',
    'KELVIN \u212A sign, 0xFF and z9',
    'a\nb\nc d e f g h i j k l m n o p q r s t u v w x y z 0 1 2 3 4 5 6 7 8 9',
  ])('gives what the words give for %j', (text) => {
    expect(initialsOfText(text)).toBe(slow(text));
  });

  it('gives what the words give for every sample invoice', () => {
    for (const r of sampleRecords(2000)) {
      const text = `${r.contactName} ${r.reference} ${r.notes.join('\n')}`;
      expect(initialsOfText(text)).toBe(slow(text));
    }
  });
});
