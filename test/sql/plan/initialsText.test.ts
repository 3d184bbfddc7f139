import { describe, expect, it } from 'vitest';
import { searchTokens } from '../../../src/domain/search';
import { createInvoiceInitials, initialsOf, initialsOfText } from '../../../src/sql/plan/initials';
import { sampleRecords } from '../db';

/** The bulk writes' fast initials (runningTotals.ts) must be the triggers' initials exactly. */
const slow = (text: string) => initialsOf(searchTokens(text));

describe('initialsOfText', () => {
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

/** The load's initials, part by part and remembered, must be the triggers' initials exactly. */
describe('createInvoiceInitials', () => {
  it('gives the initials of the whole text, digits (bits past 32) included', () => {
    const initials = createInvoiceInitials();
    const parts: [string, string, string][] = [
      ['Zoë 9lives', 'INV-0042', '7th Straße\n0xFF'],
      ['Zoë 9lives', 'INV-9', ''],
      ['', '', ''],
      ['ÉCOLE', '3', 'zz\n8 ball'],
    ];
    for (const [contact, reference, notes] of parts) {
      const whole = `${contact} ${reference} ${notes}`;
      expect(initials(contact, reference, notes)).toBe(slow(whole));
      // Asked again, from what it remembers.
      expect(initials(contact, reference, notes)).toBe(slow(whole));
    }
  });

  it('gives the initials of the whole text for every sample invoice', () => {
    const initials = createInvoiceInitials();
    for (const r of sampleRecords(2000)) {
      const notes = r.notes.join('\n');
      expect(initials(r.contactName, r.reference, notes)).toBe(
        slow(`${r.contactName} ${r.reference} ${notes}`),
      );
    }
  });
});
