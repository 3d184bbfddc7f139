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

/**
 * A GLOB that holds for ASCII text with a word (a run of letters and digits) starting with
 * `word` ([a-z0-9] only), in any case, when a space is put in front of the text:
 * 'inv' gives `*[^a-zA-Z0-9][iI][nN][vV]*`.
 */
export function wordStartGlob(word: string): string {
  return `*[^a-zA-Z0-9]${eitherCase(word)}*`;
}

/** Each letter of `word` ([a-z0-9] only) as a GLOB class of either case. */
function eitherCase(word: string): string {
  return [...word].map((ch) => (/[a-z]/.test(ch) ? `[${ch}${ch.toUpperCase()}]` : ch)).join('');
}

/**
 * A GLOB that, for ASCII text with a space put in front, says surely that a phrase matches:
 * its words, all but the last whole, each followed by one character that is not a letter or a
 * digit: 'inv 0' gives `*[^a-zA-Z0-9][iI][nN][vV][^a-zA-Z0-9]0*`, which 'INV-0000042' passes.
 * Text it fails may still match (words joined by two characters, or a first word longer than
 * typed: 'invoice 0'), so it only spares the call to `search_matches` for the rows it passes.
 */
export function phraseGlob(words: readonly string[]): string {
  return `*[^a-zA-Z0-9]${words.map(eitherCase).join('[^a-zA-Z0-9]')}*`;
}
