import type { Database } from 'sql.js';
import type { CompileContext } from '../../sql/compile/types';
import { anyHidden } from '../../sql/write/hidden';
import type { Checked } from '../operations';

/**
 * What the parts of the service share and change: the database answered from, what is still
 * being built after a load, what is under way, and the next undo token. Made once by
 * `createInvoiceService` and handed to each part; nothing else holds it.
 */
export interface ServiceState {
  db: Database | null;
  /** The database whose search index is still being built (finishBuilding), if any. */
  indexing: Database | null;
  /** Lets the build after a load start: called once a page of rows has been answered. */
  pageAnswered: (() => void) | null;
  /** Whether the database installed last has answered a page of rows yet. */
  rowsShown: boolean;
  /** The indexes of the database answered from that its build has not made yet (load.ts). */
  unbuilt: Set<string>;
  /** Whether any invoice is hidden by a Delete (src/sql/write/hidden.ts), known until the next change. */
  hiddenNow: boolean | null;
  /** The load or exclusive write under way: every call waits for it before touching the data. */
  loading: Promise<unknown> | null;
  /** The indexes and search index built after a load showed its rows (createLoader's rest). */
  building: Promise<unknown> | null;
  /** Undo tokens start past the replay batch (0), so the trash keeps them apart. */
  undoSeq: number;
  /**
   * The day reads and writes count from (ISO date): what Overdue and Overdue by are read
   * against, and the date a payment takes. The screen moves it on at midnight (`setToday`).
   */
  today: string;
}

export function createServiceState(today: string): ServiceState {
  return {
    today,
    db: null,
    indexing: null,
    pageAnswered: null,
    rowsShown: false,
    unbuilt: new Set<string>(),
    hiddenNow: null,
    loading: null,
    building: null,
    undoSeq: 0,
  };
}

/**
 * What every compiled read and write is told: today, while the search index of the database
 * answered from is built, that a search must test each row (types.ts, scanSearch), which
 * indexes are not built yet (unbuiltIndexes), and whether some invoices are hidden (hidden).
 */
export function compileContextOf(state: ServiceState): CompileContext {
  return {
    get today() {
      return state.today;
    },
    get scanSearch() {
      return state.db !== null && state.db === state.indexing;
    },
    get hidden() {
      if (state.db === null) return false;
      state.hiddenNow ??= anyHidden(state.db);
      return state.hiddenNow;
    },
    get unbuiltIndexes() {
      return state.unbuilt.size > 0 ? state.unbuilt : undefined;
    },
  };
}

export const problem = (error: string): Checked<never> => ({ ok: false, errors: [error] });
export const badWindow = problem('offset and limit must be whole numbers');
export const unknownInvoice = problem('Unknown invoice');

/** A write with no version named is based on everything applied so far: it checks nothing. */
export const basedOnAll = Number.MAX_SAFE_INTEGER;

export function basedOnOf(input: unknown): number {
  return typeof input === 'number' && Number.isInteger(input) && input >= 0 ? input : basedOnAll;
}
