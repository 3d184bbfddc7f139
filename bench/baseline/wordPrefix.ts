import { searchTokens } from '../../src/domain/search';

/**
 * One test per typed term, over a row's `searchText`: the term's words must start consecutive
 * words of the row (so "INV-04" finds INV-040…, "glob" finds Globex), every term must match.
 * The same rule as our FTS query; tokens are [a-z0-9] only, so they are safe inside a RegExp.
 */
export function compileSearch(search: string): RegExp[] {
  return search
    .split(/\s+/)
    .map((term) => searchTokens(term))
    .filter((tokens) => tokens.length > 0)
    .map((tokens) => new RegExp(`(?:^| )${tokens.join('[a-z0-9]* ')}`));
}

export function matchesSearch(searchText: string, terms: readonly RegExp[]): boolean {
  return terms.every((term) => term.test(searchText));
}
