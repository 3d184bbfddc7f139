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
 * Turns what a person typed into an FTS4 MATCH expression, or null when nothing searchable was
 * typed. Each whitespace-separated term must match the start of words in a row (terms are
 * ANDed); a term with punctuation inside ("INV-04") is a phrase of word prefixes, so it finds
 * INV-040 … INV-049. Only [a-z0-9] survive, so the expression is always well formed.
 */
export function toMatchExpression(search: string): string | null {
  const phrases = search
    .split(/\s+/)
    .map((term) => searchTokens(term))
    .filter((tokens) => tokens.length > 0)
    .map((tokens) => `"${tokens.map((t) => `${t}*`).join(' ')}"`);
  return phrases.length > 0 ? phrases.join(' ') : null;
}

/**
 * The text indexed for one invoice: From, Reference and Notes, as the same [a-z0-9] words the
 * query side makes. FTS `simple` keeps characters past ASCII inside words ("straße"), which the
 * query side splits, so storing folded text alone left such words unfindable.
 */
export function searchBody(contactName: string, reference: string, notes: readonly string[]) {
  return searchTokens([contactName, reference, ...notes].join(' ')).join(' ');
}

/**
 * The same match as `toMatchExpression`, for testing one row instead of looking matches up in the
 * index: the terms, each the list of its words, to pass to `search_matches` (one string: words
 * joined by spaces, terms by '|').
 */
export function toScanTerms(search: string): string {
  return search
    .split(/\s+/)
    .map((term) => searchTokens(term))
    .filter((tokens) => tokens.length > 0)
    .map((tokens) => tokens.join(' '))
    .join('|');
}

/** Whether consecutive words of `words` start with the words of `phrase`, in order. */
function hasPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  for (let i = 0; i + phrase.length <= words.length; i++) {
    if (phrase.every((w, j) => (words[i + j] as string).startsWith(w))) return true;
  }
  return false;
}

/** Whether an invoice's text matches every term of `toScanTerms`, as the FTS index would say. */
export function matchesScanTerms(
  contactName: string,
  reference: string,
  notes: string,
  terms: string,
): boolean {
  const words = searchTokens(`${contactName} ${reference} ${notes}`);
  return terms.split('|').every((term) => hasPhrase(words, term.split(' ')));
}
