import { searchTokens } from '../search';

/** A contact already in the table and how many bills it has. */
export interface ContactCount {
  name: string;
  bills: number;
}

/**
 * The contacts From suggests for what was typed: each word typed must start a word of the name,
 * ignoring case and accents ('glo ind' finds 'Globex Industries'); the contacts with the most
 * bills first, then by name. Nothing typed suggests nothing.
 */
export function suggestContacts(
  typed: string,
  contacts: readonly ContactCount[],
  limit = 8,
): ContactCount[] {
  const terms = searchTokens(typed);
  if (terms.length === 0) return [];
  return contacts
    .filter((contact) => {
      const words = searchTokens(contact.name);
      return terms.every((term) => words.some((word) => word.startsWith(term)));
    })
    .sort((a, b) => b.bills - a.bills || a.name.localeCompare(b.name, 'en-GB'))
    .slice(0, limit);
}
