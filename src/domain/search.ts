/** Longest search text accepted; longer input is a parse error, not a slow query. */
export const maxSearchLength = 200;

/**
 * Folds text for search: lower case, accents removed, so "Müller" is found by "muller".
 * The FTS index stores folded text and queries are folded the same way.
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a text as the FTS `simple` tokenizer sees them once folded. */
export function searchTokens(text: string): string[] {
  return foldForSearch(text).match(/[a-z0-9]+/g) ?? [];
}

/**
 * What a person typed, as the terms every matching invoice must have (terms are ANDed), each
 * the words that must start consecutive words of it, in order: "INV-04" is one term of two
 * words, so it finds INV-040 … INV-049. Empty when nothing searchable was typed.
 */
export function searchTerms(search: string): string[][] {
  return search
    .split(/\s+/)
    .map((term) => searchTokens(term))
    .filter((tokens) => tokens.length > 0);
}

/**
 * The Reference that search reads: with the bill's own number after it where the two differ
 * (an imported bill's InvoiceNumber beside its Reference), so a search finds a bill by either.
 * A sample bill's Reference starts as its number, which is then read once.
 */
export function searchedReference(reference: string, number: string): string {
  return number === reference ? reference : `${reference} ${number}`;
}

/**
 * The text indexed for one invoice: From, Reference (`searchedReference`) and Notes, as the same [a-z0-9] words the
 * query side makes. FTS `simple` keeps characters past ASCII inside words ("straße"), which the
 * query side splits, so storing folded text alone left such words unfindable.
 */
export function searchBody(contactName: string, reference: string, notes: readonly string[]) {
  return searchTokens([contactName, reference, ...notes].join(' ')).join(' ');
}
