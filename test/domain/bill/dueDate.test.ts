import { describe, expect, it } from 'vitest';
import { parseDay, parseDueDate, termsDays } from '../../../src/domain/bill/dueDate';

describe('parseDay', () => {
  const cases: [text: string, iso: string | null][] = [
    ['2026-11-28', '2026-11-28'],
    ['28 Nov 2026', '2026-11-28'],
    ['28/11/2026', '2026-11-28'],
    ['29 Feb 2028', '2028-02-29'],
    ['29 Feb 2026', null],
    ['31/04/2026', null],
    ['tomorrow', null],
    ['', null],
  ];
  it.each(cases)('%s', (text, iso) => expect(parseDay(text)).toBe(iso));
});

describe('parseDueDate', () => {
  const cases: [text: string, date: string | null, days: number, due: string | null][] = [
    ['+14', '2026-11-28', 30, '2026-12-12'],
    ['+ 0', '2026-11-28', 30, '2026-11-28'],
    ['+40', '2026-12-31', 30, '2027-02-09'],
    ['', '2026-11-28', 30, '2026-12-28'],
    ['', '2026-11-28', 7, '2026-12-05'],
    ['5 Jan 2027', '2026-11-28', 30, '2027-01-05'],
    ['+14', null, 30, null],
    ['', null, 30, null],
    ['-3', '2026-11-28', 30, null],
    ['+x', '2026-11-28', 30, null],
  ];
  it.each(cases)('%s after %s', (text, date, days, due) => {
    expect(parseDueDate(text, date, days)).toBe(due);
  });
});

describe('termsDays', () => {
  it('counts the days from Date to Due', () => {
    expect(termsDays('2026-11-28', '2026-12-28')).toBe(30);
    expect(termsDays('2026-02-28', '2026-03-01')).toBe(1);
  });
});
