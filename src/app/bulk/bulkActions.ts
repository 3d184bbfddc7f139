import type { Selection } from '../../domain/selection';
import { billsTable } from '../../bills/definition';
import type { BulkProgress, Failure } from '../../worker/types';
import type { InvoiceClient } from '../data/client';
import type { Write } from '../data/writePath';
import {
  approvedMessage,
  deletedMessage,
  markedPaidMessage,
  restoredMessage,
  unapprovedMessage,
  unpaidMessage,
  type BulkActivity,
} from './messages';

/** Where the worker reports how far a bulk write has got (a Comlink proxy on the screen). */
export type ProgressReporter = (progress: BulkProgress) => void;

export interface BulkActionContext {
  /** Reads (what is selected, counted). */
  client: InvoiceClient;
  /** The write path: the screen follows each write by itself. */
  write: Write;
  /** What is ticked, resolved by the worker in SQL. */
  selection: Selection;
  onProgress: ProgressReporter;
  /** Aborted by the person's Cancel: a write not yet sent is never sent (writePath.ts). */
  signal?: AbortSignal;
}

/** Work the bar runs and shows progress for: an action, or the Undo its outcome offers. */
export interface BulkTask {
  activity: BulkActivity;
  perform: (onProgress: ProgressReporter, signal?: AbortSignal) => Promise<BulkOutcome>;
  /** Told when this Undo is no longer offered: what was kept for it may go. */
  forget?: () => void;
}

/** What an action reports: a confirmation (with a way to undo it) or the errors. */
export type BulkOutcome = { kind: 'done'; message: string; undo?: BulkTask } | Failure;

/** A bulk action (spec §3: id, label, click behaviour), rendered as a button in the bar. */
export interface BulkAction {
  id: string;
  label: string;
  /** Delete is destructive and looks it. */
  tone: 'default' | 'danger';
  /** How the bar names it while it runs. */
  activity: BulkActivity;
  perform: (ctx: BulkActionContext) => Promise<BulkOutcome>;
}

/** A bulk action's id and label as the bills list declares it (src/bills/definition.ts). */
function billsAction(id: string) {
  const action = billsTable.bulkActions.find((a) => a.id === id);
  if (!action) throw new Error(`The bills list declares no bulk action ${id}`);
  return action;
}

const unapproving: BulkActivity = {
  label: 'Undoing the approval',
  verb: 'Moving back',
  noun: 'invoices',
};

const approve: BulkAction = {
  id: 'approve',
  label: billsAction('approve').label,
  tone: 'default',
  activity: { label: 'Approving invoices', verb: 'Approving', noun: 'drafts' },
  async perform({ client, write, selection, onProgress, signal }) {
    // Counted first so the alert can say how many were left alone (only drafts move on).
    const selected = await client.summarizeSelection(selection);
    if (selected.kind === 'error') return selected;
    const result = await write({ kind: 'approve', selection }, onProgress, signal);
    if (result.kind === 'error') return result;
    const { undoToken } = result;
    return {
      kind: 'done',
      message: approvedMessage(result.count, selected.count, result.leftOut),
      ...(undoToken === undefined || result.count === 0
        ? {}
        : {
            undo: {
              activity: unapproving,
              async perform(onUndoProgress, undoSignal) {
                const undone = await write(
                  { kind: 'unapprove', undoToken },
                  onUndoProgress,
                  undoSignal,
                );
                if (undone.kind === 'error') return undone;
                return { kind: 'done', message: unapprovedMessage(undone.count, undone.leftOut) };
              },
            },
          }),
    };
  },
};

const unpaying: BulkActivity = {
  label: 'Taking back payments',
  verb: 'Taking back',
  noun: 'payments',
};

/** Pays in full, dated today, every selected bill awaiting payment; Undo takes them back. */
const markPaid: BulkAction = {
  id: 'mark-paid',
  label: billsAction('mark-paid').label,
  tone: 'default',
  activity: { label: 'Marking as paid', verb: 'Paying', noun: 'bills awaiting payment' },
  async perform({ client, write, selection, onProgress, signal }) {
    const selected = await client.summarizeSelection(selection);
    if (selected.kind === 'error') return selected;
    const result = await write({ kind: 'markPaid', selection }, onProgress, signal);
    if (result.kind === 'error') return result;
    const { first, count } = result;
    return {
      kind: 'done',
      message: markedPaidMessage(count, selected.count),
      undo:
        count === 0
          ? undefined
          : {
              activity: unpaying,
              async perform(onUndoProgress, undoSignal) {
                const undone = await write(
                  { kind: 'unpay', first, count },
                  onUndoProgress,
                  undoSignal,
                );
                if (undone.kind === 'error') return undone;
                return { kind: 'done', message: unpaidMessage(undone.count) };
              },
            },
    };
  },
};

const restoring: BulkActivity = {
  label: 'Restoring invoices',
  verb: 'Restoring',
  noun: 'invoices',
};

const remove: BulkAction = {
  id: 'delete',
  label: billsAction('delete').label,
  tone: 'danger',
  activity: { label: 'Deleting invoices', verb: 'Deleting', noun: 'invoices' },
  async perform({ client, write, selection, onProgress, signal }) {
    const result = await write({ kind: 'delete', selection }, onProgress, signal);
    if (result.kind === 'error') return result;
    const { undoToken } = result;
    return {
      kind: 'done',
      message: deletedMessage(result.count, result.leftOut),
      undo: {
        activity: restoring,
        async perform(onUndoProgress, undoSignal) {
          const restored = await write({ kind: 'restore', undoToken }, onUndoProgress, undoSignal);
          if (restored.kind === 'error') return restored;
          return { kind: 'done', message: restoredMessage(restored.count, restored.leftOut) };
        },
        // The trash keeps a deletion only while its Undo is offered (service.ts, forgetUndo).
        forget: () => void client.forgetUndo(undoToken).catch(() => undefined),
      },
    };
  },
};

/** The bar's actions, in the order they are shown. */
export const bulkActions: readonly BulkAction[] = [approve, markPaid, remove];
