import { idColumn } from '../../sql/write/bulkWrite';
import { replayBatch } from '../../sql/write/replay';
import { purgeTrashIdsStep, purgeTrashStep } from '../../sql/write/trash';
import { failure } from '../operations';
import type { MutationResult } from '../types';
import type { ServiceState } from './state';
import { notAnUndo } from './writes';

/**
 * Emptying the trash of deletions no Undo can reach any more, a small transaction at a time,
 * each only while no load or write is under way, with a turn for everything else between them:
 * reads and writes never wait for more than one of its steps.
 */
export function createTrash(
  state: ServiceState,
  deps: {
    /** Resolves once no load, build or write is under way (service.ts). */
    quiet: () => Promise<unknown>;
    /** Whether a write has begun and not ended (operations.ts). */
    writing: () => boolean;
    chunkSize: number | undefined;
    yieldToEvents: () => Promise<void>;
  },
) {
  const { quiet, writing, yieldToEvents } = deps;
  const size = deps.chunkSize ?? 2000;

  /** Empties one deletion's batch from the trash (and its words from the search index). */
  async function purge(batch: number): Promise<number> {
    const from = state.db;
    let purged = 0;
    for (;;) {
      await quiet();
      const db = state.db;
      if (db !== from || !db) return purged;
      if (writing()) continue;
      const step = purgeTrashStep(db, batch, size);
      purged += step;
      if (step === 0) return purged;
      await yieldToEvents();
    }
  }

  /** Empties the trash as it stands now (as `purge`). */
  async function purgeAll(): Promise<number> {
    const from = state.db;
    if (!from) return 0;
    await quiet();
    if (state.db !== from) return 0;
    const ids = idColumn(
      from,
      'SELECT id FROM trash UNION ALL SELECT id FROM hidden_invoices ORDER BY id',
      [],
    );
    let purged = 0;
    for (let start = 0; start < ids.length;) {
      await quiet();
      if (state.db !== from) return purged;
      if (writing()) continue;
      purged += purgeTrashIdsStep(from, ids.slice(start, start + size));
      start += size;
      await yieldToEvents();
    }
    return purged;
  }

  return {
    /**
     * Empties the trash of a table just opened from its checkpoint: no Undo is offered after a
     * reload, so what a saved table's trash holds can never come back (the screen asks only when
     * no other tab has the table open, since a tab's Undo may still want its deletion back).
     * Resolves with how many invoices left the trash; reads and writes go on meanwhile.
     */
    async purgeTrash(): Promise<MutationResult> {
      try {
        return { kind: 'ok', count: await purgeAll() };
      } catch (error) {
        return failure(error);
      }
    },

    /**
     * The screen no longer offers the Undo of `undoToken` (its alert was dismissed or replaced):
     * the trash lets go of that deletion. So the trash holds only what this tab can still undo,
     * and deletions replayed from another tab or the change log (batch 0), which a 'restore' from
     * there may still ask back. Resolves with how many invoices left the trash; the screen need
     * not wait for it.
     */
    async forgetUndo(undoToken: unknown): Promise<MutationResult> {
      if (typeof undoToken !== 'number' || !Number.isInteger(undoToken)) return notAnUndo;
      if (undoToken <= replayBatch) return notAnUndo;
      try {
        return { kind: 'ok', count: await purge(undoToken) };
      } catch (error) {
        return failure(error);
      }
    },
  };
}
