import type { Database } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Filter } from '../../../src/domain/query';
import { searchTerms } from '../../../src/domain/search';
import { builtInViews } from '../../../src/domain/views';
import { ageingBuckets } from '../../../src/domain/ageing';
import { ageingTotals } from '../../../src/sql/plan/ageing';
import { compile } from '../../../src/sql/compile/compile';
import {
  contactNamesSql,
  contactSearchPlans,
  notesHoldSql,
  sureContacts,
  sureContactsAreAll,
} from '../../../src/sql/plan/contactSearch';
import { hideChunk } from '../../../src/sql/write/hidden';
import { footerSums } from '../../../src/sql/plan/reads';
import type { CompiledSql } from '../../../src/sql/compile/types';
import { context, openSampleDatabase, sampleRecords, selectAll, today } from '../db';
import { matchesSearch, referenceSummary } from '../reference';

/**
 * Totals of a search by the contacts whose name holds it (src/sql/plan/contactSearch.ts): which
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
  it('lists every contact, one seek each', () => {
    expect(list(contactNamesSql)).toEqual(names);
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

  // The distinct Notes in binary order, as the index on Notes holds them.
  const notes = [...new Set(records.map((r) => r.notes.join('\n')))].sort();
  const firstWords = (text: string) => text.split(/\s+/).slice(0, 2).join(' ');
  it.each([
    { search: andName, holds: 0 },
    { search: 'pay', holds: 0 },
    // the first and the last of the distinct Notes: the look goes through all of them
    { search: firstWords(notes.find((n) => n !== '') ?? ''), holds: 1 },
    { search: firstWords(notes.at(-1) ?? ''), holds: 1 },
    // a Note's word and a contact's: no Notes hold both
    { search: `${firstWords(notes.at(-1) ?? '')} ${andName}`, holds: 0 },
  ])('guesses whether Notes alone hold $search: $holds', ({ search, holds }) => {
    const compiled = notesHoldSql(searchTerms(search));
    expect(selectAll(db, compiled)).toEqual([[holds]]);
    expect(
      notes.some((n) =>
        matchesSearch({ ...other, contactName: '', reference: '', notes: [n] }, search),
      ),
    ).toBe(holds === 1);
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
