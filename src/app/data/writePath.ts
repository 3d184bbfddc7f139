import { createWriteCount, type WriteCount } from './writeCount';
import type { DataChange } from '../../domain/changes';
import { parseReference } from '../../domain/reference';
import type { Failure } from '../../worker/types';
import type { InvoiceClient } from './client';
import type { WriteCommand, WriteProgress, WriteResult, WriteResults } from './writeCommands';

/**
 * Runs a command; a bulk write reports its progress to `onProgress` as it goes. Once `signal` is
 * aborted (the person pressed Cancel), a write not yet sent to the worker is never sent: it
 * answers as cancelled (`cancelledFailure`). One already sent is the worker's to cancel.
 */
export interface Write {
  <C extends WriteCommand>(
    command: C,
    onProgress?: (progress: WriteProgress<C['kind']>) => void,
    signal?: AbortSignal,
  ): Promise<WriteResult<C>>;
  /** The data version the rows on screen were read at, for an edit to name as its base. */
  seen?: () => number | undefined;
  /** How many writes have changed the bills (an Undo offered before the last one is stale). */
  writes?: WriteCount;
}

type Senders = {
  [K in WriteCommand['kind']]: (
    command: Extract<WriteCommand, { kind: K }>,
    onProgress?: (progress: WriteProgress<K>) => void,
  ) => Promise<WriteResults[K]>;
};

function sendersFor(client: InvoiceClient, now?: () => string): Senders {
  return {
    reference: (c) => client.updateReference(c.id, c.reference, c.basedOn),
    approve: (c, onProgress) => client.approve(c.selection, onProgress, c.basedOn),
    delete: (c, onProgress) => client.remove(c.selection, onProgress, c.basedOn),
    restore: (c, onProgress) => client.undoRemove(c.undoToken, onProgress),
    payment: (c) =>
      client.recordPayment({
        bill: c.bill,
        amount: c.amount,
        date: c.date,
        reference: c.reference,
      }),
    markPaid: (c, onProgress) => client.markPaid(c.selection, onProgress),
    unpay: (c, onProgress) => client.removePayments(c.first, c.count, onProgress),
    unapprove: (c, onProgress) => client.undoApprove(c.undoToken, onProgress),
    replay: (c) => client.applyChanges(c.changes),
    // The import is kept with its time, as the log keeps a change's (a bill's history).
    import: (c, onProgress) =>
      client.importCommit(onProgress, now?.(), { duplicates: c.duplicates }),
    undoImport: (c, onProgress) => client.undoImport(c.importId, onProgress),
    newBill: (c) => client.createBill(c.draft, c.approve),
    void: (c) => client.voidBill(c.id, c.basedOn),
    unvoid: (c) => client.unvoidBill(c.id),
    credit: (c) =>
      client.addCredit({ bill: c.bill, amount: c.amount, date: c.date, reference: c.reference }),
    editBill: (c) => client.editBill(c.input),
    undoEdit: (c) => client.undoEdit(c.change, c.madeAt),
  };
}

/** The change to keep for a command that succeeded, with every id it touched; or none. */
export function changeOf<C extends WriteCommand>(
  command: C,
  result: WriteResult<C>,
  at?: string,
): DataChange | null {
  const change = bareChangeOf(command, result);
  return change && at !== undefined ? { ...change, at } : change;
}

function bareChangeOf<C extends WriteCommand>(
  command: C,
  result: WriteResult<C>,
): DataChange | null {
  if (result.kind !== 'ok') return null;
  const ids = 'ids' in result ? (result.ids ?? []) : [];
  switch (command.kind) {
    case 'reference': {
      const reference = parseReference(command.reference);
      return reference.ok
        ? { kind: 'reference', id: command.id, reference: reference.value }
        : null;
    }
    case 'approve':
    case 'delete':
    case 'restore':
    case 'unapprove':
      return ids.length > 0 ? { kind: command.kind, ids } : null;
    case 'payment': {
      const { bill, amount, date, reference } = command;
      return { kind: 'payment', bill, amount, date, reference };
    }
    case 'markPaid':
      return 'date' in result && ids.length > 0
        ? { kind: 'markPaid', ids, date: result.date }
        : null;
    case 'unpay':
      return ids.length > 0
        ? { kind: 'unpay', first: command.first, count: ids.length, bills: ids }
        : null;
    // The bill whole, with the id the worker gave it: replayed as written.
    // An edit and its Undo: the fields that changed, before and after, as the worker wrote them.
    case 'newBill':
    case 'editBill':
    case 'undoEdit':
      return 'change' in result ? result.change : null;
    case 'void':
      return 'total' in result ? { kind: 'void', id: command.id, total: result.total } : null;
    case 'unvoid':
      return { kind: 'unvoid', id: command.id };
    // With the number the worker gave it (CN-<id> when none was typed): replayed as kept.
    case 'credit': {
      const { bill, amount, date } = command;
      return 'reference' in result
        ? { kind: 'credit', bill, amount, date, reference: result.reference }
        : null;
    }
    // Another tab's changes are stored already; an import is kept by the database's checkpoint,
    // not by the log of changes.
    case 'replay':
    case 'import':
    case 'undoImport':
      return null;
  }
  return null;
}

/** Writes the change log does not carry: the database's checkpoint keeps them. */
function isUnlogged(kind: WriteCommand['kind']): kind is 'import' | 'undoImport' {
  return kind === 'import' || kind === 'undoImport';
}

/**
 * Writes ordered among tabs, one at a time (journalFollower.ts): those the log carries, and an
 * import and its Undo, which other tabs follow from the checkpoint kept before the lock goes.
 */
const ordered = new Set<WriteCommand['kind']>([
  'import',
  'undoImport',
  'reference',
  'approve',
  'delete',
  'restore',
  'unapprove',
  'payment',
  'markPaid',
  'unpay',
  'newBill',
  'void',
  'unvoid',
  'credit',
  'editBill',
  'undoEdit',
]);

/** Orders the logged writes among tabs and knows the data version on screen. */
export interface WriteOrder {
  seen(): number | undefined;
  /** Rejects with an AbortError, `work` never run, if `signal` aborts while the write waits. */
  write<T>(work: () => Promise<{ value: T; key: number | null }>, signal?: AbortSignal): Promise<T>;
}

/** The command with the version it is based on: given, or the one on screen now. */
function withBasis<C extends WriteCommand>(command: C, seen: number | undefined): C {
  if (seen === undefined) return command;
  if (
    command.kind !== 'reference' &&
    command.kind !== 'approve' &&
    command.kind !== 'delete' &&
    command.kind !== 'void'
  ) {
    return command;
  }
  return command.basedOn === undefined ? { ...command, basedOn: seen } : command;
}

function failure(error: unknown): Failure {
  return { kind: 'error', errors: [error instanceof Error ? error.message : String(error)] };
}

/** What a write cancelled before it reached the worker answers: nothing was written. */
export const cancelledFailure: Failure = {
  kind: 'error',
  errors: ['Cancelled; nothing was changed'],
  cancelled: true,
};

/**
 * The one way the screen changes the data. Each write is sent to the worker; a rejected call
 * (the worker died, a message could not be posted) reads like the worker's own failure; a
 * write that succeeded is handed to `record` once, whole (to be stored and told to other tabs);
 * then `written` moves the data's revision, so the rows and sums on screen are asked for again.
 * No caller refreshes anything itself. With `order`, a logged write runs only as the one writer
 * among the tabs, based on the data version on screen when it was asked.
 */
export function createWritePath(deps: {
  client: InvoiceClient;
  /** Stores and announces a change, resolving with its log key (if stored); the write is reported done only once this settles. */
  record: (change: DataChange) => void | Promise<number | null | void>;
  /** Keeps a write the change log does not carry (an import, its undo) before it is reported. */
  keep?: (kind: 'import' | 'undoImport') => Promise<void>;
  written: () => void;
  /** When a change is made (ISO date and time), kept with it for a bill's history. */
  now?: () => string;
  order?: WriteOrder;
}): Write {
  const senders = sendersFor(deps.client, deps.now);
  const writes = createWriteCount();
  const run = async <C extends WriteCommand>(
    command: C,
    onProgress?: (progress: WriteProgress<C['kind']>) => void,
    signal?: AbortSignal,
  ): Promise<{ value: WriteResult<C>; key: number | null }> => {
    // Every result type has this failure: nothing was sent, so nothing is recorded either.
    if (signal?.aborted) return { value: cancelledFailure as WriteResult<C>, key: null };
    const send = senders[command.kind] as (
      command: C,
      onProgress?: (progress: WriteProgress<C['kind']>) => void,
    ) => Promise<WriteResult<C>>;
    let result: WriteResult<C>;
    try {
      result = await send(command, onProgress);
    } catch (error) {
      result = failure(error);
    }
    const change = changeOf(command, result, deps.now?.());
    let key: number | null = null;
    if (change) key = (await deps.record(change)) ?? null;
    else if (result.kind === 'ok' && isUnlogged(command.kind)) await deps.keep?.(command.kind);
    // Another tab's changes replayed here do not make this tab's Undo stale: it checks versions.
    if (result.kind === 'ok' && command.kind !== 'replay') writes.bump();
    deps.written();
    return { value: result, key };
  };
  const { order } = deps;
  const write: Write = async <C extends WriteCommand>(
    command: C,
    onProgress?: (progress: WriteProgress<C['kind']>) => void,
    signal?: AbortSignal,
  ) => {
    if (!order || !ordered.has(command.kind)) {
      return (await run(command, onProgress, signal)).value;
    }
    const based = withBasis(command, order.seen());
    try {
      return await order.write(() => run(based, onProgress, signal), signal);
    } catch (error) {
      // Cancelled while waiting for this tab's earlier writes or another tab's lock.
      if (signal?.aborted && error === signal.reason) return cancelledFailure as WriteResult<C>;
      throw error;
    }
  };
  if (order) write.seen = () => order.seen();
  write.writes = writes;
  return write;
}
