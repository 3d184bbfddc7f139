import { readWindow, type SearchPlan } from './compile';

/**
 * What a row costs to find each way, in units of one row read in the order of the sort's index
 * and tested: a row an index found (by a filter, or a full-text match) is also looked up by id
 * and put through a sort, a few times that work.
 */
const costPerFoundRow = 3;

export interface ReadPlan {
  searchPlan: SearchPlan;
  sortDrives: boolean;
  /** With `sortDrives`: how many rows to read in order before giving up (compile.ts). */
  readCap?: number;
}

/** The way to read again when reading in order gave up: every match found, then sorted. */
export const foundPlan: ReadPlan = { searchPlan: 'index', sortDrives: false };

/**
 * Reading in order gives up after this many times the rows it expected to read (at least
 * `minReadCap`): matches are rarely spread evenly through an order (old invoices are mostly
 * paid; drafts have paid nothing), and a bounded look costs little next to the other way.
 */
const readCapFactor = 20;
const minReadCap = 2000;

/**
 * Picks how to read a window of rows (compile.ts: SearchPlan, RowsContext.sortDrives) from
 * counts the service already has. Finding every matching row first costs about `matches`
 * rows; reading the sort's index in order until the window is full costs about the rows read
 * times how many rows there are per match. So a filter or a word most invoices pass is tested
 * row by row in sort order, and a rare one, or a window deep into a mid-sized result, is found
 * through its index and sorted.
 */
export function choosePlan(input: {
  /** Rows matching the filters and search (the summary's count). */
  matches: number;
  /** Invoices in the table. */
  invoices: number;
  offset: number;
  limit: number;
}): ReadPlan {
  const { matches, invoices } = input;
  if (matches === 0) return foundPlan;
  const window = readWindow({ offset: input.offset, limit: input.limit, total: matches });
  const read = (window.offset + window.limit) * (invoices / matches);
  if (read >= matches * costPerFoundRow) return foundPlan;
  const readCap = Math.max(minReadCap, Math.ceil(read * readCapFactor));
  return { searchPlan: 'scan', sortDrives: true, readCap };
}
