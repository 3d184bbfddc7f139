import type { Selection } from '../../sql/selection';
import type { Failure } from '../../worker/types';
import type { InvoiceClient } from '../data/client';
import { approvedMessage, deletedMessage, restoredMessage } from './messages';

export interface BulkActionContext {
  client: InvoiceClient;
  /** What is ticked, resolved by the worker in SQL. */
  selection: Selection;
}

/** What an action reports: a confirmation (with a way to undo it, for Delete) or the errors. */
export type BulkOutcome =
  { kind: 'done'; message: string; undo?: () => Promise<BulkOutcome> } | Failure;

/** A bulk action (spec §3: id, label, click behaviour), rendered as a button in the bar. */
export interface BulkAction {
  id: string;
  label: string;
  /** Delete is destructive and looks it. */
  tone: 'default' | 'danger';
  perform: (ctx: BulkActionContext) => Promise<BulkOutcome>;
}

const approve: BulkAction = {
  id: 'approve',
  label: 'Approve',
  tone: 'default',
  async perform({ client, selection }) {
    // Counted first so the alert can say how many were left alone (only drafts move on).
    const selected = await client.summarizeSelection(selection);
    if (selected.kind === 'error') return selected;
    const result = await client.approve(selection);
    if (result.kind === 'error') return result;
    return { kind: 'done', message: approvedMessage(result.count, selected.count) };
  },
};

const remove: BulkAction = {
  id: 'delete',
  label: 'Delete',
  tone: 'danger',
  async perform({ client, selection }) {
    const result = await client.remove(selection);
    if (result.kind === 'error') return result;
    const { undoToken } = result;
    return {
      kind: 'done',
      message: deletedMessage(result.count),
      async undo() {
        const restored = await client.undoRemove(undoToken);
        if (restored.kind === 'error') return restored;
        return { kind: 'done', message: restoredMessage(restored.count) };
      },
    };
  },
};

/** The bar's actions, in the order they are shown. */
export const bulkActions: readonly BulkAction[] = [approve, remove];
