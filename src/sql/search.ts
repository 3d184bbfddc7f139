import { searchTokens } from '../domain/search';

/**
 * Searching row by row (plan.ts, the `scan` way): the function `search_matches` (functions.ts)
 * tests one invoice's text against a search, as the FTS index would match it.
 */

/**
 * The terms of a search for `search_matches`, as one string: words joined by spaces, terms by
 * '|' (neither occurs inside a word).
 */
export function toScanTerms(terms: readonly (readonly string[])[]): string {
  return terms.map((words) => words.join(' ')).join('|');
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
