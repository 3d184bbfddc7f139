import { addDays, toEpochDay } from './dates';

/**
 * Periods a Date or Due filter may name relative to today ('Due is in the next 30 days'). A view
 * or link keeps the token, never the dates: the period is resolved when the query is compiled,
 * so it moves with the calendar, as the `today` token does.
 */
export const datePresets = ['thisWeek', 'thisMonth', 'last30Days', 'next30Days'] as const;
export type DatePreset = (typeof datePresets)[number];

/** The editor's choice and the chip's words for each period. */
export const datePresetLabels: Record<DatePreset, { choice: string; sentence: string }> = {
  thisWeek: { choice: 'This week', sentence: 'this week' },
  thisMonth: { choice: 'This month', sentence: 'this month' },
  last30Days: { choice: 'Last 30 days', sentence: 'in the last 30 days' },
  next30Days: { choice: 'Next 30 days', sentence: 'in the next 30 days' },
};

export function isDatePreset(value: unknown): value is DatePreset {
  return typeof value === 'string' && (datePresets as readonly string[]).includes(value);
}

/**
 * The first and last day of a period (both included), for today: a week runs Monday to Sunday
 * (en-GB); a month from its 1st to its last day; the last and next 30 days are today and the
 * 29 days before or after it.
 */
export function presetRange(preset: DatePreset, today: string): { from: string; to: string } {
  switch (preset) {
    case 'thisWeek': {
      // 1970-01-01 was a Thursday: day 0 of the epoch is weekday 3 counting from Monday.
      const weekday = (((toEpochDay(today) + 3) % 7) + 7) % 7;
      const monday = addDays(today, -weekday);
      return { from: monday, to: addDays(monday, 6) };
    }
    case 'thisMonth': {
      const first = `${today.slice(0, 7)}-01`;
      const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
      const next =
        month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
      return { from: first, to: addDays(next, -1) };
    }
    case 'last30Days':
      return { from: addDays(today, -29), to: today };
    case 'next30Days':
      return { from: today, to: addDays(today, 29) };
  }
}
