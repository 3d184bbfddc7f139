import type { BillDetail } from '../sql/plan/billDetail';
import type { TableChoice } from '../domain/choice';
import type { SampleSize } from '../domain/sampleSizes';
import type { AgeingTotal } from '../domain/ageing';
import type { GroupTotal } from '../domain/grouping';
import type { InvoiceRow } from '../sql/compile/rows';
import type { ContactCount } from '../domain/bill/suggest';
import type { NewBillChange } from '../domain/changes';
import type { DuplicateBill } from '../sql/plan/newBillReads';
import type { SupplierFooter, SupplierRow } from '../sql/suppliers/readSuppliers';

export type { BulkProgress } from '../sql/write/bulkWrite';

export interface Footer {
  /** Rows matching the view, filters and search. */
  total: number;
  /** Sum of Paid, in pence. */
  paid: number;
  /** Sum of Amount due (what is still owed), in pence. */
  due: number;
}

/** The footer and the aged payables over every matching row. */
export interface Summary extends Footer {
  /**
   * Per bucket of src/domain/ageing.ts, in its order: bills still owing, and what they owe.
   * Null when it cannot come from the running totals (a search): the rows and footer do not wait
   * for it, and the screen asks for it separately (the `ageing` operation).
   */
  ageing: AgeingTotal[] | null;
  /**
   * True when the search was answered by testing every row, because the search index is still
   * being built after a load: right, only slower, and the screen says so.
   */
  searchIndexing?: true;
}

export type AgeingResult =
  { kind: 'ok'; ageing: AgeingTotal[]; sqlMs: number } | Superseded | Failure;

/** `cancelled`: the person cancelled a bulk write, and everything it wrote was rolled back. */
/** `refused`: a sentence for the person in place of the general one (a newer database). */
export type Failure = { kind: 'error'; errors: string[]; cancelled?: true; refused?: string };
export type Superseded = { kind: 'superseded' };

/** `page`: the index of the page answered, the last one when the query asked past it. */
export type QueryResult =
  | { kind: 'ok'; rows: InvoiceRow[]; summary: Summary; page: number; sqlMs: number }
  | Superseded
  | Failure;

/** Group by's groups, in order: each one's key, count, Paid and Amount due. */
export type GroupsResult =
  { kind: 'ok'; groups: GroupTotal[]; sqlMs: number } | Superseded | Failure;

export type RowsResult = { kind: 'ok'; rows: InvoiceRow[]; sqlMs: number } | Superseded | Failure;

export type LoadResult = { kind: 'ok'; count: number; ms: number } | Failure;

export interface LoadProgress {
  loaded: number;
  count: number;
  /**
   * 'opening': reading the kept table (count: its invoices, once known); 'updating': migrating
   * it to this version's schema (migrations/).
   */
  phase: 'generating' | 'indexing' | 'opening' | 'updating';
}

/** `ids`: the invoices the change touched, so the screen can log it and tell other tabs. */
/**
 * A write's outcome. `leftOut` (when any): how many selected rows it left as they were, because
 * they changed after the data version the write was based on (versions.ts).
 */
export type MutationResult =
  /** `undoToken`: an Approve's, for its Undo. */
  | { kind: 'ok'; count: number; ids?: number[]; leftOut?: number; undoToken?: number }
  | Failure
  | Conflict;

/** A Reference edit refused: the invoice changed since; `current` is what it reads now. */
export type Conflict = { kind: 'error'; errors: string[]; current: string };
export type DeleteResult =
  { kind: 'ok'; count: number; undoToken: number; ids: number[]; leftOut?: number } | Failure;
/** A payment recorded (its id, for Undo), or Mark as paid (the bills and the first payment id). */
export type PaymentResult =
  { kind: 'ok'; count: number; ids: number[]; first: number; date: string } | Failure;
/** A bill voided, or its void undone: the bill, and its total as it was given. */
export type VoidResult = { kind: 'ok'; count: 1; ids: number[]; total: number } | Failure;
/** A credit note kept: its payment id (`first`, for Undo) and its number (`reference`). */
export type CreditResult =
  { kind: 'ok'; count: 1; ids: number[]; first: number; reference: string } | Failure;
export type BillDetailResult = { kind: 'ok'; bill: BillDetail | null } | Failure;
/** The contacts From suggests as a person types a new bill (newBills.ts). */
export type ContactSuggestionsResult = { kind: 'ok'; contacts: ContactCount[] } | Failure;
/** A contact's usual days from Date to Due; null when it has no bills. */
export type TermsResult = { kind: 'ok'; days: number | null } | Failure;
export type DuplicateResult = { kind: 'ok'; duplicate: DuplicateBill | null } | Failure;
/**
 * A bill saved (New bill): its id, and the change to keep in the log. Refused: every problem,
 * and `fields`, each field's problem in the order of the form.
 */
export type NewBillResult =
  | { kind: 'ok'; count: 1; ids: number[]; change: NewBillChange }
  | (Failure & { fields?: [field: string, message: string][] });

export type ContactsResult = { kind: 'ok'; names: string[] } | Failure;
export type SelectionSummaryResult = { kind: 'ok'; count: number; due: number } | Failure;

export interface ServiceStats {
  /** Invoices in the database. */
  invoices: number;
  /** SQLite's pages (page_count × page_size): the in-memory database's own size. */
  databaseBytes: number;
  /** The whole wasm heap (database, caches, free space); it never shrinks. */
  wasmHeapBytes?: number;
}

/**
 * What to open: on page load, what the person chose before (or what the link asks for, when
 * that is a sample); later, what they choose now (it replaces what is kept).
 */
export type OpenRequest =
  | {
      kind: 'stored';
      linkSize: SampleSize | null;
      /**
       * The kept file SQLite's check found damaged after it opened (`checkKept`): it is set
       * aside and the generation before it opened instead, if it is still the current one.
       */
      damaged?: string;
    }
  | { kind: 'choose'; choice: TableChoice };

export type OpenResult =
  | {
      kind: 'ok';
      choice: TableChoice;
      count: number;
      ms: number;
      /** 'kept': opened from the saved checkpoint; else made anew (a sample, or empty). */
      from: 'kept' | 'generated' | 'empty';
      /** The change log's last entry the table holds: the screen replays what follows. */
      mark: number;
      /** Why the table is not being kept, or could not be read, in a sentence; else null. */
      problem: string | null;
      /**
       * The last checkpoint could not be read and was set aside under this name (the one before
       * it opened): `readSetAside` gives its bytes for the person to download.
       */
      setAside?: string;
      /** It was set aside because SQLite's check found it damaged inside (it did open). */
      damaged?: true;
      /** The link asked for a sample, but the person's own bills were kept and are shown. */
      linkIgnored: boolean;
      /** Made anew for a choice: its first checkpoint takes the place of whatever is kept. */
      replaces: boolean;
      /** The person chose it just now (other tabs are told, and stop saving theirs). */
      chosen: boolean;
    }
  /**
   * The kept table (and the generation before it) could not be read. Nothing was made in its
   * place: the screen asks the person first, in `problem`, and opens what they choose.
   * `setAside`: the unreadable file, kept aside for them to download, when there is one.
   */
  | { kind: 'unreadable'; choice: TableChoice; problem: string; setAside: string | null }
  | Failure;

/**
 * SQLite's quick_check of a reopened checkpoint, run once its first rows are shown
 * (keptCheck.ts). `not-kept`: the table was not opened from a checkpoint (or another replaced
 * it before the check ended). `damaged`: `earlier` says whether the generation before it opens
 * (the screen then opens it, `OpenRequest.damaged`); if not, `problem` says so, the damaged file
 * is offered for download (`readSetAside`), and nothing is kept over it.
 */
export type KeptCheckResult =
  | { kind: 'ok'; outcome: 'passed'; ms: number; longestStepMs: number }
  | { kind: 'ok'; outcome: 'not-kept' }
  | { kind: 'ok'; outcome: 'damaged'; file: string; earlier: boolean; problem: string }
  | Failure;

export type CheckpointResult =
  | {
      kind: 'ok';
      saved: boolean;
      mark: number;
      bytes: number;
      /** The whole checkpoint, and the copy (`export()`) during which the worker answers nothing. */
      ms: number;
      exportMs: number;
      store: string;
    }
  | Failure;

/** A window of the Suppliers list, how many match and the footer's sums (readSuppliers.ts). */
export type SuppliersResult =
  { kind: 'ok'; rows: SupplierRow[]; footer: SupplierFooter; sqlMs: number } | Superseded | Failure;

/** Every matching supplier's name, in the list's order ('all that match'). */
export type SupplierNamesResult = { kind: 'ok'; names: string[] } | Superseded | Failure;
