import type { Filter } from './query';

/**
 * Aged payables: every bill that still owes something, in five buckets by how many days it is
 * overdue (Xero's 30-day periods). The buckets cover every such bill once, so their amounts add
 * up to the footer's Amount due.
 */
export interface AgeingBucket {
  id: 'notYetDue' | '1-30' | '31-60' | '61-90' | 'older';
  /** How the strip names it: '31–60 days overdue'. */
  label: string;
  /** The filter that keeps exactly this bucket's bills (its chip: 'Overdue by 31–60 days'). */
  filter: Filter;
  /** Fewest days overdue in the bucket (0 for not yet due). */
  from: number;
}

export const ageingBuckets: readonly AgeingBucket[] = [
  {
    id: 'notYetDue',
    label: 'Not yet due',
    filter: { column: 'overdueBy', operator: 'notYetDue' },
    from: 0,
  },
  {
    id: '1-30',
    label: '1–30 days overdue',
    filter: { column: 'overdueBy', operator: 'between', value: 1, to: 30 },
    from: 1,
  },
  {
    id: '31-60',
    label: '31–60 days overdue',
    filter: { column: 'overdueBy', operator: 'between', value: 31, to: 60 },
    from: 31,
  },
  {
    id: '61-90',
    label: '61–90 days overdue',
    filter: { column: 'overdueBy', operator: 'between', value: 61, to: 90 },
    from: 61,
  },
  {
    id: 'older',
    label: 'Older than 90 days overdue',
    filter: { column: 'overdueBy', operator: 'greaterThan', value: 90 },
    from: 91,
  },
];

/** How many bills a bucket holds and how much they still owe, in pence. */
export interface AgeingTotal {
  count: number;
  owed: number;
}

/** The bucket (index into `ageingBuckets`) of a bill overdue by `days` (null: not yet due). */
export function bucketOf(days: number | null): number {
  if (days === null) return 0;
  let index = 0;
  ageingBuckets.forEach((bucket, i) => {
    if (days >= bucket.from) index = i;
  });
  return index;
}

/** The bucket (index) whose filter this is, or -1: how the strip knows which one is pressed. */
export function bucketOfFilter(filter: Filter): number {
  if (filter.column !== 'overdueBy') return -1;
  return ageingBuckets.findIndex(({ filter: b }) => {
    if (b.column !== 'overdueBy' || b.operator !== filter.operator) return false;
    if (b.operator === 'notYetDue' || filter.operator === 'notYetDue') return true;
    const to = (f: typeof b) => (f.operator === 'between' ? f.to : null);
    return b.value === filter.value && to(b) === to(filter);
  });
}
