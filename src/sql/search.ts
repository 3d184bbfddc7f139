import type { Database } from 'sql.js';

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
 * The same match as `toMatchExpression`, tested against one row's indexed text instead of
 * looked up in the index: for reading rows in sort order and keeping those that match, which
 * beats collecting every match first when most rows match. The text is `searchBody` words joined
 * by single spaces, so `' ' || body GLOB '* glo*'` holds exactly when a word starts with `glo`.
 * A term of several words must find them in a row; GLOB only says they occur in that order, so
 * `search_phrase` (see `registerSearchFunctions`) checks they are neighbours.
 */
export function toScanTerms(search: string): { glob: string; phrase: string | null }[] {
  return search
    .split(/\s+/)
    .map((term) => searchTokens(term))
    .filter((tokens) => tokens.length > 0)
    .map((tokens) => ({
      glob: `*${tokens.map((t) => ` ${t}*`).join('')}`,
      phrase: tokens.length > 1 ? tokens.join(' ') : null,
    }));
}

/** Whether consecutive words of `body` start with the words of `phrase`, in order. */
export function bodyHasPhrase(body: string, phrase: string): boolean {
  const words = body.split(' ');
  const wanted = phrase.split(' ');
  for (let i = 0; i + wanted.length <= words.length; i++) {
    if (wanted.every((w, j) => (words[i + j] as string).startsWith(w))) return true;
  }
  return false;
}

/** Registers `search_phrase(body, phrase)` (see `toScanTerms`) on a database. */
export function registerSearchFunctions(db: Pick<Database, 'create_function'>): void {
  db.create_function('search_phrase', (body: unknown, phrase: unknown) =>
    typeof body === 'string' && typeof phrase === 'string' && bodyHasPhrase(body, phrase) ? 1 : 0,
  );
}
