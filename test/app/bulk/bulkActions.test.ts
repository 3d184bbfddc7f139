import { describe, expect, it } from 'vitest';
import { bulkActions, type BulkOutcome } from '../../../src/app/bulk/bulkActions';
import {
  approvedMessage,
  deletedMessage,
  progressText,
  progressValueText,
  restoredMessage,
  unapprovedMessage,
  selectionCountText,
  selectionScopeText,
} from '../../../src/app/bulk/messages';
import type { InvoiceClient } from '../../../src/app/data/client';
import { createWritePath } from '../../../src/app/data/writePath';
import type { Selection } from '../../../src/domain/selection';
import type { BulkProgress } from '../../../src/worker/types';

describe('bar and alert wording', () => {
  it('says how many are selected, and what they cover, word for word from the spec', () => {
    const cases = [
      [{ kind: 'none', count: 0 }, '0 selected', null],
      [{ kind: 'some', count: 3 }, '3 selected', null],
      [{ kind: 'page', count: 20 }, '20 selected', 'Selected 20 on this page.'],
      [
        { kind: 'allMatching', count: 1234 },
        '1,234 selected',
        'Selected all 1,234 that match your filters.',
      ],
    ] as const;
    for (const [description, count, scope] of cases) {
      expect(selectionCountText(description)).toBe(count);
      expect(selectionScopeText(description)).toBe(scope);
    }
  });

  it('says how many were approved, and how many were left because they were not drafts', () => {
    expect(approvedMessage(3, 3)).toBe('Approved 3');
    expect(approvedMessage(2, 3)).toBe('Approved 2. 1 was not a draft and was left as it is.');
    expect(approvedMessage(3, 5)).toBe('Approved 3. 2 were not drafts and were left as they are.');
    expect(approvedMessage(0, 2)).toBe('Approved 0. 2 were not drafts and were left as they are.');
  });

  it('says how many were deleted and restored', () => {
    expect(deletedMessage(3)).toBe('Deleted 3');
    expect(restoredMessage(1000)).toBe('Restored 1,000');
  });

  it('says how many rows another tab changed meanwhile and were left as they were', () => {
    const cases: [string, string][] = [
      [
        approvedMessage(2, 4, 1),
        'Approved 2. 1 was not a draft and was left as it is. 1 was changed in another tab and was left as it is.',
      ],
      [
        approvedMessage(0, 2, 2),
        'Approved 0. 2 were changed in another tab and were left as they are.',
      ],
      [deletedMessage(1, 1), 'Deleted 1. 1 was changed in another tab and was left as it is.'],
      [restoredMessage(4, 0), 'Restored 4'],
      [
        unapprovedMessage(1, 1),
        'Back to draft: 1. 1 was changed in another tab and was left as it is.',
      ],
      [unapprovedMessage(3), 'Back to draft: 3'],
    ];
    for (const [message, expected] of cases) expect(message).toBe(expected);
  });

  it('says how far a running action has got, or only what it is doing before it knows', () => {
    const approving = { label: 'Approving invoices', verb: 'Approving', noun: 'drafts' };
    const progress = { done: 123_456, total: 1_000_000 };
    expect(progressText(approving, progress)).toBe('Approving 123,456 of 1,000,000 drafts…');
    expect(progressValueText(approving, progress)).toBe('123,456 of 1,000,000 drafts');
    expect(progressText(approving, null)).toBe('Approving invoices…');
    expect(progressValueText(approving, null)).toBeNull();
    expect(progressText(approving, { done: 0, total: 0 })).toBe('Approving 0 of 0 drafts…');
  });
});

type Reporter = (progress: BulkProgress) => void;

/**
 * A stand-in for the worker that records what it was asked and answers as told; each write
 * reports one step of progress through the callback it was given, as the worker would.
 */
function fakeClient(answers: {
  selected?: number;
  approved?: number;
  deleted?: number;
  paid?: number[];
  failWith?: string[];
}) {
  const calls: [string, unknown][] = [];
  const fail = answers.failWith ? { kind: 'error' as const, errors: answers.failWith } : null;
  const client = {
    summarizeSelection: async (s: Selection) => {
      calls.push(['summarizeSelection', s]);
      return { kind: 'ok' as const, count: answers.selected ?? 0, due: 0 };
    },
    approve: async (s: Selection, onProgress: Reporter) => {
      calls.push(['approve', s]);
      onProgress({ done: 1, total: 2 });
      return fail ?? { kind: 'ok' as const, count: answers.approved ?? 0 };
    },
    remove: async (s: Selection, onProgress: Reporter) => {
      calls.push(['remove', s]);
      onProgress({ done: 3, total: 4 });
      return fail ?? { kind: 'ok' as const, count: answers.deleted ?? 0, undoToken: 41 };
    },
    markPaid: async (s: Selection, onProgress: Reporter) => {
      calls.push(['markPaid', s]);
      onProgress({ done: 7, total: 8 });
      const ids = answers.paid ?? [];
      return (
        fail ?? { kind: 'ok' as const, count: ids.length, ids, first: 900, date: '2026-11-21' }
      );
    },
    removePayments: async (first: number, count: number, onProgress: Reporter) => {
      calls.push(['removePayments', [first, count]]);
      onProgress({ done: 9, total: 10 });
      return { kind: 'ok' as const, count, ids: answers.paid ?? [] };
    },
    undoRemove: async (token: number, onProgress: Reporter) => {
      calls.push(['undoRemove', token]);
      onProgress({ done: 5, total: 6 });
      return { kind: 'ok' as const, count: answers.deleted ?? 0 };
    },
    forgetUndo: async (token: number) => {
      calls.push(['forgetUndo', token]);
      return { kind: 'ok' as const, count: answers.deleted ?? 0 };
    },
  };
  return { client: client as unknown as InvoiceClient, calls };
}

function action(id: string) {
  const found = bulkActions.find((a) => a.id === id);
  if (!found) throw new Error(`no action ${id}`);
  return found;
}

const selection: Selection = {
  kind: 'matching',
  query: { filters: [], search: '' },
  except: [5],
};

/** The write path over a client, keeping nothing. */
const writeFor = (client: InvoiceClient) =>
  createWritePath({ client, record: () => undefined, written: () => undefined });

/** A progress callback that keeps what it was told. */
function reporter() {
  const reports: BulkProgress[] = [];
  return { reports, onProgress: (progress: BulkProgress) => reports.push(progress) };
}

describe('bulk actions, declared as data', () => {
  it('are Approve, Mark as paid, then Delete, each named for the bar while it runs', () => {
    expect(bulkActions.map((a) => [a.id, a.label, a.activity.label])).toEqual([
      ['approve', 'Approve', 'Approving invoices'],
      ['mark-paid', 'Mark as paid', 'Marking as paid'],
      ['delete', 'Delete', 'Deleting invoices'],
    ]);
  });

  it('Mark as paid pays the selection, says how many were left, logs it, and Undo takes it back', async () => {
    const { client, calls } = fakeClient({ selected: 5, paid: [3, 4, 8] });
    const { reports, onProgress } = reporter();
    const changes: unknown[] = [];
    const write = createWritePath({
      client,
      record: (change) => void changes.push(change),
      written: () => undefined,
    });
    const outcome = await action('mark-paid').perform({ client, write, selection, onProgress });
    expect(calls).toEqual([
      ['summarizeSelection', selection],
      ['markPaid', selection],
    ]);
    expect(reports).toEqual([{ done: 7, total: 8 }]);
    expect(changes).toEqual([{ kind: 'markPaid', ids: [3, 4, 8], date: '2026-11-21' }]);
    if (outcome.kind !== 'done' || !outcome.undo) throw new Error('expected an Undo');
    expect(outcome.message).toBe(
      'Marked 3 as paid. 2 were not awaiting payment (drafts or paid) and were left as they are.',
    );
    const undone = await outcome.undo.perform(onProgress);
    expect(calls.at(-1)).toEqual(['removePayments', [900, 3]]);
    expect(undone).toEqual({ kind: 'done', message: 'Took back the payments of 3' });
    expect(changes.at(-1)).toEqual({ kind: 'unpay', first: 900, count: 3, bills: [3, 4, 8] });
  });

  it('Mark as paid with nothing awaiting payment offers no Undo', async () => {
    const { client } = fakeClient({ selected: 2, paid: [] });
    const outcome = await action('mark-paid').perform({
      client,
      write: writeFor(client),
      selection,
      onProgress: () => undefined,
    });
    expect(outcome).toEqual({
      kind: 'done',
      message:
        'Marked 0 as paid. 2 were not awaiting payment (drafts or paid) and were left as they are.',
      undo: undefined,
    });
  });

  it('Approve sends the selection to the worker and reports drafts moved and others left', async () => {
    const { client, calls } = fakeClient({ selected: 5, approved: 3 });
    const { reports, onProgress } = reporter();
    const outcome = await action('approve').perform({
      client,
      write: writeFor(client),
      selection,
      onProgress,
    });
    expect(calls).toEqual([
      ['summarizeSelection', selection],
      ['approve', selection],
    ]);
    expect(reports).toEqual([{ done: 1, total: 2 }]);
    expect(outcome).toEqual({
      kind: 'done',
      message: 'Approved 3. 2 were not drafts and were left as they are.',
    });
  });

  it('Delete reports the count and offers an undo that restores that delete', async () => {
    const { client, calls } = fakeClient({ deleted: 3 });
    const deleting = reporter();
    const outcome = await action('delete').perform({
      client,
      write: writeFor(client),
      selection,
      onProgress: deleting.onProgress,
    });
    expect(outcome.kind === 'done' && outcome.message).toBe('Deleted 3');
    expect(deleting.reports).toEqual([{ done: 3, total: 4 }]);
    const undo = outcome.kind === 'done' ? outcome.undo : undefined;
    if (!undo) throw new Error('Delete offers no undo');
    expect(undo.activity.label).toBe('Restoring invoices');
    const restoring = reporter();
    const restored: BulkOutcome = await undo.perform(restoring.onProgress);
    expect(restored).toEqual({ kind: 'done', message: 'Restored 3' });
    expect(restoring.reports).toEqual([{ done: 5, total: 6 }]);
    expect(calls).toEqual([
      ['remove', selection],
      ['undoRemove', 41],
    ]);
  });

  it("Delete's undo, once no longer offered, lets the trash go of that delete", async () => {
    const { client, calls } = fakeClient({ deleted: 3 });
    const outcome = await action('delete').perform({
      client,
      write: writeFor(client),
      selection,
      onProgress: reporter().onProgress,
    });
    const undo = outcome.kind === 'done' ? outcome.undo : undefined;
    if (!undo?.forget) throw new Error('Delete offers no undo to forget');
    undo.forget();
    await Promise.resolve();
    expect(calls).toEqual([
      ['remove', selection],
      ['forgetUndo', 41],
    ]);
  });

  it("passes the worker's errors on", async () => {
    const { client } = fakeClient({ failWith: ['Unknown invoice'] });
    for (const id of ['approve', 'delete']) {
      expect(
        await action(id).perform({
          client,
          write: writeFor(client),
          selection,
          onProgress: () => {},
        }),
      ).toEqual({
        kind: 'error',
        errors: ['Unknown invoice'],
      });
    }
  });
});
