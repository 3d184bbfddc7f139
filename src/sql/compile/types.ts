/**
 * The types every part of src/sql shares, and the plan: a read of the invoices as plain,
 * immutable data (what to read, which conditions, in what order, how many), which the compiler
 * (compile.ts) turns into SQL text and its parameters in one walk. The planners (reads.ts,
 * totals.ts, initials.ts, selection.ts) make plans from a query; nothing else writes SQL for a
 * read. This module imports nothing of ours: everything else may import it.
 */

/** A value bound to a parameter: the only way a value reaches SQL. */
export type SqlValue = string | number;

export interface CompiledSql {
  sql: string;
  params: SqlValue[];
}

/** Where the compiler writes: text, and values, each as a parameter in place (compile.ts). */
export interface SqlWriter {
  text(sql: string): void;
  value(value: SqlValue): void;
}

export interface CompileContext {
  /** ISO date that `today` in a filter stands for. */
  today: string;
  /**
   * True while the full-text index is still being built after a load (service.ts): it holds only
   * some invoices, so every search tests each row instead (the `scan` way, search.ts), whatever
   * a plan asked for. Same rows, only slower.
   */
  scanSearch?: boolean;
  /**
   * True while some invoices are hidden by a Delete (hidden.ts): every read of `invoices` then
   * skips them. False or absent, reads are planned as if the set did not exist.
   */
  hidden?: boolean;
  /**
   * Indexes (schema.ts) the load builds after showing the first rows and has not built yet
   * (load.ts, service.ts): no plan makes SQLite read through one of them. Same rows, only slower.
   */
  unbuiltIndexes?: ReadonlySet<string>;
}

/**
 * How a search finds its rows. `index`: every match from the full-text index, then sorted; its
 * cost grows with the number of matches. `scan`: rows in sort order (by the sort's index), each
 * tested against the search (search.ts, `search_matches`); its cost grows with the rows read to
 * fill the window, so it wins when matches are many. `choosePlan` (plan.ts) picks one.
 */
export type SearchPlan = 'index' | 'scan';

/** A search as the terms a row must all have, each the words that start its consecutive words. */
export type SearchTerms = readonly (readonly string[])[];

/** Where a read takes its rows from. */
export type Source =
  /**
   * A table, read through the index named when given (dialect.ts, `indexedBy`). `hidden`: the
   * table is `invoices` and some are hidden (hidden.ts), so the compiler skips them.
   */
  | { kind: 'table'; table: string; indexedBy?: string; hidden?: boolean }
  /**
   * The invoices that match a search, found by the full-text index: it drives, and each match
   * is looked up by id. Needs a `match` condition with `joined: true`.
   */
  | { kind: 'searchJoin'; indexedBy?: string; hidden?: boolean }
  /**
   * Rows a query of its own makes (a row per supplier, summed from running totals), named
   * `name`: its `?` placeholders take `params` in order. Its columns are read by name.
   */
  | { kind: 'derived'; name: string; sql: string; params: readonly SqlValue[] };

/**
 * A condition of a WHERE clause, over stored columns. `indexed: false` asks the database not to
 * look the column up in an index (so it reads the sort's index in order and tests each row).
 */
export type Condition =
  | {
      kind: 'in';
      column: string;
      values: readonly SqlValue[];
      negated: boolean;
      indexed: boolean;
    }
  | {
      kind: 'compare';
      column: string;
      operator: '<' | '>' | '>=';
      value: SqlValue;
      indexed: boolean;
    }
  /** The bill still owes something (columns.ts, `owingSql`): the partial index's condition. */
  | { kind: 'owing'; indexed: boolean }
  /** The row's id is (or is not) one of these: one parameter, however many ids. */
  | { kind: 'ids'; ids: readonly number[]; negated: boolean }
  /**
   * The row matches the search in the full-text index: on the index itself when it drives the
   * read (`searchJoin`), else as the set of ids it finds.
   */
  | { kind: 'match'; terms: SearchTerms; joined: boolean }
  /**
   * The text of `column` alone matches the search, tested row by row (`search_matches`): for a
   * source whose rows are few (a supplier's name).
   */
  | { kind: 'wordsMatch'; column: string; terms: SearchTerms }
  /** The row's text, tested by us row by row, matches the search (the `scan` way). */
  | { kind: 'scanMatch'; terms: SearchTerms }
  /**
   * The text column lies outside every one of these ranges, each from `from` (included) to `to`
   * (not included), in binary order: the rows a search's sure ranges leave (complement.ts).
   * Written as ranges an index can list, one after the other.
   */
  | { kind: 'outside'; column: string; ranges: readonly { from: string; to: string }[] }
  /** Some bit of `bit` is set in the integer column (running totals per initial letter). */
  | { kind: 'anyBit'; column: string; bit: number }
  /** The invoice is one a Delete hid (hidden.ts): the hidden ones, found through their set. */
  | { kind: 'hidden' }
  /** This condition does not hold. */
  | { kind: 'not'; condition: Condition }
  /** Every one of these conditions holds (one filter that needs several, as 'Overdue by'). */
  | { kind: 'all'; conditions: readonly Condition[] }
  /** At least one of these holds (a Number that starts with any of a few texts). */
  | { kind: 'any'; conditions: readonly Condition[] };

export interface OrderKey {
  /** A column, or an expression whose `?` placeholders take `params` in order. */
  column: string;
  desc: boolean;
  params?: readonly SqlValue[];
}

/** Rows in order, a window of them (all when no window). */
export interface RowsPlan {
  kind: 'rows';
  columns: readonly string[];
  source: Source;
  where: readonly Condition[];
  order: readonly OrderKey[];
  window?: { offset: number; limit: number };
  /**
   * Read at most `rows` rows in order (filtered by `where`), each marked whether it passes
   * `tested`, and keep those: a read in order that gives up after a bounded number of rows.
   */
  capped?: { rows: number; tested: readonly Condition[] };
  /**
   * Find the window's ids first, ordered and cut from an index alone, then read those rows:
   * the sort then holds an id and its keys per match, not whole rows looked up in the table.
   * Only for a `table` source of invoices and no `capped`.
   */
  deferred?: boolean;
}

/**
 * How many rows match, and the sums of `sums`. In a table of running totals each row stands for
 * several invoices: `counted` names the column that says how many (summed, not counted).
 */
export interface TotalsPlan {
  kind: 'totals';
  source: Source;
  where: readonly Condition[];
  counted?: string;
  sums: readonly string[];
  /** Count at most this many rows (no sums, no `counted`): a bounded look at how many there are. */
  atMost?: number;
}

/** The values of `column` whose rows stand for at least one invoice (`counted`). */
export interface GroupsPlan {
  kind: 'groups';
  source: Source;
  where: readonly Condition[];
  column: string;
  counted: string;
}

/** The totals of `whole` less those of `part` (a part of the whole): count, then each sum. */
export interface DifferencePlan {
  kind: 'difference';
  whole: TotalsPlan;
  part: TotalsPlan;
}

/**
 * Rows counted and `sum` summed per bucket of `column`, in one pass: bucket i holds the rows
 * whose `column` is greater than `edges[i]` and not greater than any edge before it (edges in
 * descending order); the last bucket (index `edges.length`) holds the rest. One row, running
 * totals from the top: the count and sum of every row, then for each edge the count and sum of
 * the rows above it; a bucket is the difference of two (src/sql/plan/ageing.ts, `ageingTotals`).
 */
export interface BucketsPlan {
  kind: 'buckets';
  source: Source;
  where: readonly Condition[];
  column: string;
  edges: readonly SqlValue[];
  sum: string;
  /** In a table of running totals: the column that says how many invoices a row stands for. */
  counted?: string;
}

/**
 * Rows counted and `sums` summed per value of `key` (an expression over the source's columns),
 * one row per group in the order of its key: key, count, then each sum. In a table of running
 * totals `counted` says how many invoices a row stands for, and groups of none are left out.
 */
export interface GroupedPlan {
  kind: 'grouped';
  source: Source;
  where: readonly Condition[];
  /** The key: an expression whose `?` placeholders take `keyParams` in order. */
  key: string;
  keyParams?: readonly SqlValue[];
  sums: readonly string[];
  counted?: string;
}

export type Plan = RowsPlan | TotalsPlan | GroupsPlan | DifferencePlan | BucketsPlan | GroupedPlan;
