import { searchTokens } from '../../domain/search';

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

/** The last terms string parsed: a scan tests every row against the same one. */
let parsed: { terms: string; phrases: string[][] } = { terms: '', phrases: [] };

function phrasesOf(terms: string): string[][] {
  if (parsed.terms !== terms)
    parsed = { terms, phrases: terms.split('|').map((t) => t.split(' ')) };
  return parsed.phrases;
}

/**
 * A character other than printable ASCII, tab or a line break. Text without one folds to its
 * lower case (foldForSearch), which costs far less.
 */
const pastPrintable = /[^\t\n\r\x20-\x7e]/;

/** Whether an invoice's text matches every term of `toScanTerms`, as the FTS index would say. */
export function matchesScanTerms(
  contactName: string,
  reference: string,
  notes: string,
  terms: string,
): boolean {
  const text = `${contactName} ${reference} ${notes}`;
  const words = pastPrintable.test(text)
    ? searchTokens(text)
    : (text.toLowerCase().match(/[a-z0-9]+/g) ?? []);
  return phrasesOf(terms).every((phrase) => hasPhrase(words, phrase));
}
