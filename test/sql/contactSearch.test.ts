import type { Database } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Filter } from '../../src/domain/query';
import { searchTerms } from '../../src/domain/search';
import { builtInViews } from '../../src/domain/views';
import { ageingBuckets } from '../../src/domain/ageing';
import { ageingTotals } from '../../src/sql/ageing';
import { compile } from '../../src/sql/compile';
import {
  contactNamesSql,
  contactSearchPlans,
  distinctNotesSql,
  notesMayMatch,
  sureContacts,
  sureContactsAreAll,
} from '../../src/sql/contactSearch';
import { hideChunk } from '../../src/sql/hidden';
import { footerSums } from '../../src/sql/reads';
import type { CompiledSql } from '../../src/sql/types';
import { context, openSampleDatabase, sampleRecords, selectAll, today } from './db';
import { matchesSearch, referenceSummary } from './reference';

/**
 * Totals of a search by the contacts whose name holds it (src/sql/contactSearch.ts): which
 * contacts surely match, whether they are every match (the full-text index's count, less the
 * hidden bills among its matches), and their footer and aged payables from the running totals.
 * One bill of another contact has a Reference that holds 'Sons'.
 */
const sample = sampleRecords();
const names = [...new Set(sample.map((r) => r.contactName))].sort();
const sons = names.find((n) => /\bSons\b/.test(n));
const andName = names.find((n) => / and /.test(n)) as string;
const other = sample.find((r) => !/sons/i.test(r.contactName)) as (typeof sample)[number];
const records = sample.map((r) => (r.id === other.id ? { ...r, reference: 'Sons-1' } : r));
let db: Database;
beforeAll(() => {
  db = openSampleDatabase(records);
});

const readNumber = (compiled: CompiledSql) => Number(selectAll(db, compiled)[0]?.[0] ?? 0);
const list = (sql: string) => selectAll(db, { sql, params: [] }).map((r) => String(r[0]));

/** Whether the plans say the sure contacts' bills are all the matches, and the plans. */
function decide(search: string, filters: Filter[] = [], hidden = false) {
  const terms = searchTerms(search);
  const sure = sureContacts(list(contactNamesSql), terms);
  const plans = contactSearchPlans({ filters, search }, { ...context, hidden }, footerSums, sure);
  return { sure, plans, all: plans ? sureContactsAreAll(plans, readNumber, compile) : null };
}

describe('a search its contacts decide', () => {
  it('lists every contact, and the distinct Notes, one seek each', () => {
    expect(list(contactNamesSql)).toEqual(names);
    expect(list(distinctNotesSql)).toEqual(
      [...new Set(records.map((r) => r.notes.join('\n')))].sort(),
    );
  });

  it.each([
    // every bill of theirs matches: the name's words come first in what is searched
    { search: andName, sure: [andName] },
    { search: 'AND', sure: names.filter((n) => /\band\b/i.test(n)) },
    { search: 'gmbh co', sure: names.filter((n) => /GmbH & Co/.test(n)) },
    // a name holds one term and not the other: none is sure
    { search: `${andName} services`, sure: [] },
    { search: 'pay', sure: [] },
  ])('$search: the contacts whose name holds it', ({ search, sure }) => {
    expect(decide(search).sure).toEqual(sure);
  });

  it.each([
    { search: andName, all: true },
    { search: 'and', all: true },
    // another contact's bill holds it in its Reference
    { search: 'sons', all: false },
    // no contact's name holds it alone
    { search: 'pay', all: null },
  ])('$search: the sure contacts are every match: $all', ({ search, all }) => {
    expect(decide(search).all).toBe(all);
    if (all !== null) {
      const matches = records.filter((r) => matchesSearch(r, search));
      const ofSure = matches.filter((r) => decide(search).sure.includes(r.contactName));
      expect(ofSure.length === matches.length).toBe(all);
    }
  });

  it('guesses from the Notes whether other bills hold the word, never deciding by it', () => {
    const notes = list(distinctNotesSql);
    const inNotes = (search: string) => notesMayMatch(notes, searchTerms(search));
    expect(inNotes(andName)).toBe(false);
    const word = records.find((r) => r.notes.length > 0)?.notes[0]?.split(' ')[0] ?? '';
    expect(inNotes(word)).toBe(true);
  });

  const awaiting = builtInViews.find((v) => v.id === 'awaiting-payment')?.filters ?? [];
  it.each([
    { filters: [] },
    { filters: awaiting },
    ...ageingBuckets.map((b) => ({ filters: [b.filter] })),
    { filters: [{ column: 'from', operator: 'isNot', values: [andName] }] as Filter[] },
    { filters: [{ column: 'dueDate', operator: 'after', value: today }] as Filter[] },
  ])('the footer and strip of the sure contacts with $filters', ({ filters }) => {
    const { plans } = decide('and', filters);
    if (!plans) throw new Error('no plans');
    const expected = referenceSummary(records, { filters, search: 'and' }, today);
    const [total, paid, due] = (selectAll(db, compile(plans.summary))[0] ?? []).map(Number);
    expect({ total, paid, due }).toEqual({
      total: expected.total,
      paid: expected.paid,
      due: expected.due,
    });
    expect(ageingTotals(selectAll(db, compile(plans.ageing)))).toEqual(expected.ageing);
  });

  it('is not planned for filters the running totals per contact cannot answer', () => {
    const paid: Filter[] = [{ column: 'paid', operator: 'greaterThan', value: 0 }];
    expect(decide('and', paid).plans).toBeNull();
  });

  it('takes the hidden bills out of the index’s matches', () => {
    expect(decide('sons').all).toBe(false);
    // Hiding the other bill leaves the Sons contacts' bills as every match; hiding one of
    // theirs takes it out of both counts.
    const ofSons = records.find((r) => r.contactName === sons);
    hideChunk(db, [other.id, ...(ofSons ? [ofSons.id] : [])], 1);
    expect(decide('sons', [], true).all).toBe(true);
  });
});
