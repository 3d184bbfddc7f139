import { describe, expect, test } from 'vitest';
import { foldForMatch, narrowNames } from '../../../src/app/filters/typeahead';

const names = [
  'Kulas Inc',
  'Moreau et Giraud',
  'Hand, Waelchi and Hoeger',
  'Müller GmbH',
  'Zoé SARL',
];

describe('narrowNames: the contacts a type-ahead query leaves', () => {
  test('an empty or blank query leaves every name, in order', () => {
    expect(narrowNames(names, '')).toEqual(names);
    expect(narrowNames(names, '   ')).toEqual(names);
  });

  test('matches anywhere in the name, ignoring case', () => {
    expect(narrowNames(names, 'KUL')).toEqual(['Kulas Inc']);
    expect(narrowNames(names, 'gira')).toEqual(['Moreau et Giraud']);
  });

  test('ignores accents both ways', () => {
    expect(narrowNames(names, 'muller')).toEqual(['Müller GmbH']);
    expect(narrowNames(names, 'zoé')).toEqual(['Zoé SARL']);
    expect(narrowNames(names, 'ZOE')).toEqual(['Zoé SARL']);
  });

  test('every word typed must occur', () => {
    expect(narrowNames(names, 'and hoe')).toEqual(['Hand, Waelchi and Hoeger']);
    expect(narrowNames(names, 'and kulas')).toEqual([]);
  });

  test('no match leaves nothing', () => {
    expect(narrowNames(names, 'xyz')).toEqual([]);
  });

  test('foldForMatch lowers case and drops accents', () => {
    expect(foldForMatch('Élodie Ñandú')).toBe('elodie nandu');
  });
});
