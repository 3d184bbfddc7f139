import { describe, expect, it } from 'vitest';
import { compileRows, compileSummary } from '../../../src/sql/plan/reads';
import { phraseGlob, wordStartGlob } from '../../../src/sql/compile/dialect';
import { idsOf, openSampleDatabase, sampleRecords, selectAll, today } from '../db';

/**
 * A search tested row by row (while the search index is built) decides most rows in SQLite,
 * by rules that hold for ASCII text only (compile.ts, scanMatch). Texts that sit on the edges of
 * those rules, each searched both ways: the rows must be the ones the full-text index finds.
 */
const references = [
  'xINV-1', // 'inv' inside a word: not its start
  'a_inv_2', // '_' separates words
  'INV\t3', // a tab separates words
  'K-Inv 4', // KELVIN SIGN folds to k
  'İnv-5', // I WITH DOT ABOVE folds to i
  'Straße inv6', // past ASCII, and 'inv6' is one word
  'ﬁnal-07', // a ligature does not fold
  'Œuvre', // nor does Œ
  'inv-07 final', // the phrase 'inv-07'
  '07-inv', // the same words, the other order
  'invoice 0042', // a phrase's first word longer than typed: past its sure GLOB, still found
  'INV--08', // two characters between the words: the same
  'xinv-09', // not at the start of a word
  'Inv-0é10', // past ASCII: decided by search_matches alone
];
const records = sampleRecords().map((r, i) =>
  // Numbered as referenced, so the Reference is the whole searched text besides From.
  i < references.length
    ? { ...r, number: references[i] as string, reference: references[i] as string, notes: [] }
    : r,
);
const db = openSampleDatabase(records);

const searches = [
  'inv',
  'INV',
  'k',
  'kinv',
  'k-inv',
  'i',
  'inv 4',
  'inv6',
  'inv-07',
  '07-inv',
  'fi',
  'final',
  'nal',
  'uvre',
  'euvre',
  'strasse',
  'stra',
  'a_inv',
  'inv_2',
  '1',
  'xinv',
  'inv 0',
  'inv-08',
  'INV-09',
  'inv-0e',
  'inv-0',
];

describe('a search tested row by row finds what the full-text index finds', () => {
  it.each(searches)('%s', (search) => {
    const query = { filters: [], search, sort: [{ column: 'reference' as const, desc: false }] };
    const window = { offset: 0, limit: 100 };
    const byIndex = selectAll(db, compileRows(query, window, { today, searchPlan: 'index' }));
    const byScan = selectAll(db, compileRows(query, window, { today, scanSearch: true }));
    expect(idsOf(byScan)).toEqual(idsOf(byIndex));
    expect(selectAll(db, compileSummary(query, { today, scanSearch: true }))).toEqual(
      selectAll(db, compileSummary(query, { today })),
    );
  });

  it('finds a word by its start only, past ASCII as folded', () => {
    const query = {
      filters: [],
      search: 'inv',
      sort: [{ column: 'reference' as const, desc: false }],
    };
    const rows = selectAll(
      db,
      compileRows(query, { offset: 0, limit: 100 }, { today, scanSearch: true }),
    );
    const edges = idsOf(rows).filter((id) => id <= references.length);
    // Not 'xINV-1', 'ﬁnal-07', 'Œuvre' nor 'xinv-09'; every other edge has a word starting 'inv'.
    expect(edges.sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 9, 10, 11, 12, 14]);
  });

  it('writes a GLOB for the start of a word, in either case', () => {
    expect(wordStartGlob('inv04')).toBe('*[^a-zA-Z0-9][iI][nN][vV]04*');
  });

  it('writes a GLOB a phrase surely matches: whole words, one character between', () => {
    expect(phraseGlob(['inv', '0'])).toBe('*[^a-zA-Z0-9][iI][nN][vV][^a-zA-Z0-9]0*');
  });
});
