import type { Database } from 'sql.js';
import type { Selection } from '../../domain/selection';
import type { LeaveOut } from './bulkWrite';
import type { StepOptions } from './bulkSteps';
import { visibleSql } from './hidden';
import { approveInvoices, unapproveInvoices, updateReference } from './mutations';
import { deleteInvoices, restoreInvoices } from './trash';
import type { CompileContext } from '../compile/types';
import { changedSince, rowVersion, stampOnCommit, stampVersions } from './versions';

/**
 * The person's writes, each based on the data version the person saw (versions.ts). A row changed
 * since is never overwritten: a Reference edit is refused, a bulk write leaves the row as it is
 * and counts it, and an Undo puts back only the rows nobody changed after the write it undoes.
 * Each write records the version it made, so the next write can tell. A bulk write runs in steps
 * (bulkSteps.ts) and stamps its rows inside its transaction, so rows and versions commit together.
 * What changed since is read before the write's transaction begins: writes run one at a time
 * (operations.ts), so nothing else changes the rows meanwhile.
 */

/** What a bulk write did: the ids it touched, how many it left alone, the version it made. */
export interface VersionedWrite {
  ids: number[];
  leftOut: number;
  version: number;
}

/**
 * Runs one bulk write that leaves alone the rows changed after version `since` and stamps its
 * own rows as it commits. `leftOut`: the rows it found and left; for ticked ids, every ticked row
 * changed since, since a row deleted meanwhile is not found at all.
 */
async function versioned(
  db: Database,
  since: number,
  options: StepOptions | undefined,
  ticked: readonly number[] | null,
  write: (options: StepOptions, leaveOut: LeaveOut) => Promise<number[]>,
): Promise<VersionedWrite> {
  const changed = changedSince(db, since);
  const leaveOut: LeaveOut = { ids: changed, left: 0 };
  const stamping = stampOnCommit(db, options);
  const ids = await write(stamping.options, leaveOut);
  const leftOut = ticked ? new Set(ticked.filter((id) => changed.has(id))).size : leaveOut.left;
  return { ids, leftOut, version: stamping.version() };
}

const tickedIds = (selection: Selection) => (selection.kind === 'ids' ? selection.ids : null);

export function approveBasedOn(
  db: Database,
  selection: Selection,
  basedOn: number,
  context: CompileContext,
  options?: StepOptions,
): Promise<VersionedWrite> {
  return versioned(db, basedOn, options, tickedIds(selection), (steps, leaveOut) =>
    approveInvoices(db, selection, context, steps, leaveOut),
  );
}

export function deleteBasedOn(
  db: Database,
  selection: Selection,
  batch: number,
  basedOn: number,
  context: CompileContext,
  options?: StepOptions,
): Promise<VersionedWrite> {
  return versioned(db, basedOn, options, tickedIds(selection), (steps, leaveOut) =>
    deleteInvoices(db, selection, batch, context, steps, leaveOut),
  );
}

/**
 * Undoes a deletion that made version `deletedAt`: the rows changed after it (by another tab's
 * write applied here since) stay as they are, counted in `leftOut`.
 */
export function restoreSince(
  db: Database,
  batch: number,
  deletedAt: number,
  options?: StepOptions,
): Promise<VersionedWrite> {
  return versioned(db, deletedAt, options, null, (steps, leaveOut) =>
    restoreInvoices(db, batch, steps, leaveOut),
  );
}

/**
 * Undoes an Approve that made version `approvedAt`: its invoices go back to draft, except the rows
 * changed after it (another tab edited, deleted or moved them since), counted in `leftOut`.
 */
export function unapproveSince(
  db: Database,
  ids: readonly number[],
  approvedAt: number,
  options?: StepOptions,
): Promise<VersionedWrite> {
  return versioned(db, approvedAt, options, null, (steps, leaveOut) =>
    unapproveInvoices(db, ids, steps, leaveOut),
  );
}

/** What became of a Reference edit. */
export type ReferenceWrite =
  | { kind: 'saved'; version: number }
  | { kind: 'missing' }
  | { kind: 'changed'; number: string; reference: string };

/** Sets a Reference unless the invoice changed after `basedOn` (then says what it reads now). */
export function referenceBasedOn(
  db: Database,
  id: number,
  reference: string,
  basedOn: number,
): ReferenceWrite {
  if (rowVersion(db, id) > basedOn) {
    const stmt = db.prepare(
      `SELECT number, reference FROM invoices WHERE id = ? AND ${visibleSql}`,
    );
    try {
      stmt.bind([id]);
      if (!stmt.step()) return { kind: 'missing' };
      const [number, current] = stmt.get() as [string, string];
      return { kind: 'changed', number, reference: current };
    } finally {
      stmt.free();
    }
  }
  if (!updateReference(db, id, reference)) return { kind: 'missing' };
  return { kind: 'saved', version: stampVersions(db, [id]) };
}
