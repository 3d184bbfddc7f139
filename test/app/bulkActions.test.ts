import { describe, expect, it } from 'vitest';
import { bulkActions, type BulkOutcome } from '../../src/app/bulk/bulkActions';
import {
  approvedMessage,
  deletedMessage,
  restoredMessage,
  selectionText,
} from '../../src/app/bulk/messages';
import type { InvoiceClient } from '../../src/app/data/client';
import type { Selection } from '../../src/sql/selection';

describe('bar and alert wording', () => {
  it('says what is selected, word for word from the spec', () => {
    expect(selectionText({ kind: 'none', count: 0 })).toBe('0 selected');
    expect(selectionText({ kind: 'some', count: 3 })).toBe('3 selected');
    expect(selectionText({ kind: 'page', count: 20 })).toBe('Selected 20 on this page.');
    expect(selectionText({ kind: 'allMatching', count: 1234 })).toBe(
      'Selected all 1,234 that match your filters.',
    );
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
});

/** A stand-in for the worker that records what it was asked and answers as told. */
function fakeClient(answers: {
  selected?: number;
  approved?: number;
  deleted?: number;
  failWith?: string[];
}) {
  const calls: [string, unknown][] = [];
  const fail = answers.failWith ? { kind: 'error' as const, errors: answers.failWith } : null;
  const client = {
    summarizeSelection: async (s: Selection) => {
      calls.push(['summarizeSelection', s]);
      return { kind: 'ok' as const, count: answers.selected ?? 0, due: 0 };
    },
    approve: async (s: Selection) => {
      calls.push(['approve', s]);
      return fail ?? { kind: 'ok' as const, count: answers.approved ?? 0 };
    },
    remove: async (s: Selection) => {
      calls.push(['remove', s]);
      return fail ?? { kind: 'ok' as const, count: answers.deleted ?? 0, undoToken: 41 };
    },
    undoRemove: async (token: number) => {
      calls.push(['undoRemove', token]);
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

describe('bulk actions, declared as data', () => {
  it('are Approve then Delete', () => {
    expect(bulkActions.map((a) => [a.id, a.label])).toEqual([
      ['approve', 'Approve'],
      ['delete', 'Delete'],
    ]);
  });

  it('Approve sends the selection to the worker and reports drafts moved and others left', async () => {
    const { client, calls } = fakeClient({ selected: 5, approved: 3 });
    const outcome = await action('approve').perform({ client, selection });
    expect(calls).toEqual([
      ['summarizeSelection', selection],
      ['approve', selection],
    ]);
    expect(outcome).toEqual({
      kind: 'done',
      message: 'Approved 3. 2 were not drafts and were left as they are.',
    });
  });

  it('Delete reports the count and offers an undo that restores that delete', async () => {
    const { client, calls } = fakeClient({ deleted: 3 });
    const outcome = await action('delete').perform({ client, selection });
    expect(outcome.kind === 'done' && outcome.message).toBe('Deleted 3');
    const undo = outcome.kind === 'done' ? outcome.undo : undefined;
    if (!undo) throw new Error('Delete offers no undo');
    const restored: BulkOutcome = await undo();
    expect(restored).toEqual({ kind: 'done', message: 'Restored 3' });
    expect(calls).toEqual([
      ['remove', selection],
      ['undoRemove', 41],
    ]);
  });

  it("passes the worker's errors on", async () => {
    const { client } = fakeClient({ failWith: ['Unknown invoice'] });
    for (const id of ['approve', 'delete']) {
      expect(await action(id).perform({ client, selection })).toEqual({
        kind: 'error',
        errors: ['Unknown invoice'],
      });
    }
  });
});
