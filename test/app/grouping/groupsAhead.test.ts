import { describe, expect, it } from 'vitest';
import type { GroupTotal, Grouping } from '../../../src/domain/grouping';
import { defaultSort, type InvoiceQuery } from '../../../src/domain/query';
import { blockSize } from '../../../src/app/data/blocks';
import {
  billsKeyOf,
  blockIdOf,
  createGroupsAhead,
  groupsKeyOf,
  type GroupsAsker,
} from '../../../src/app/grouping/groupsAhead';

const query: InvoiceQuery = {
  filters: [],
  search: '',
  sort: defaultSort,
  page: { index: 0, size: 20 },
};

const acme: GroupTotal = { key: 'Acme', count: 2, paid: 0, due: 300 };

/** A worker that records each question and answers at once. */
function recordingAsker() {
  const asked: string[] = [];
  const asker: GroupsAsker = {
    groups: (_q, by: Grouping) => {
      asked.push(`groups ${by}`);
      return Promise.resolve({ kind: 'ok', groups: [acme], sqlMs: 1 });
    },
    groupRows: (_q, by, key, offset, limit) => {
      asked.push(`rows ${by} ${key} ${offset} ${limit}`);
      return Promise.resolve({ kind: 'ok', rows: [], sqlMs: 2 });
    },
  };
  return { asked, asker };
}

describe('what is asked ahead of a Group by or Open click', () => {
  it('asks a grouping its groups once, and keeps them under the key the screen reads', async () => {
    const { asked, asker } = recordingAsker();
    const ahead = createGroupsAhead(asker);
    ahead.askGroups(query, 'from', 3);
    ahead.askGroups(query, 'from', 3);
    await Promise.resolve();
    expect(asked).toEqual(['groups from']);
    expect(ahead.groups.get(groupsKeyOf('from', query, 3))).toEqual({
      kind: 'ok',
      groups: [acme],
      sqlMs: 1,
    });
  });

  it('asks nothing for Group by None', () => {
    const { asked, asker } = recordingAsker();
    createGroupsAhead(asker).askGroups(query, 'none', 3);
    expect(asked).toEqual([]);
  });

  it('asks again after a write: groups read at another revision are not these', async () => {
    const { asked, asker } = recordingAsker();
    const ahead = createGroupsAhead(asker);
    ahead.askGroups(query, 'status', 3);
    await Promise.resolve();
    ahead.askGroups(query, 'status', 4);
    expect(asked).toEqual(['groups status', 'groups status']);
    expect(ahead.groups.get(groupsKeyOf('status', query, 5))).toBeUndefined();
  });

  it("asks a pressed group's first block, as opening it would, once", async () => {
    const { asked, asker } = recordingAsker();
    const ahead = createGroupsAhead(asker);
    ahead.askFirstBlock(query, 'from', 3, 'Acme');
    ahead.askFirstBlock(query, 'from', 3, 'Acme');
    await Promise.resolve();
    expect(asked).toEqual([`rows from Acme 0 ${blockSize}`]);
    const key = `${billsKeyOf(groupsKeyOf('from', query, 3), query)}|${blockIdOf('Acme', 0)}`;
    expect(ahead.blocks.get(key)).toEqual({ kind: 'ok', rows: [], sqlMs: 2 });
  });

  it('keeps no answer the worker refused', async () => {
    const ahead = createGroupsAhead({
      groups: () => Promise.resolve({ kind: 'error', errors: ['no'] }),
      groupRows: () => Promise.resolve({ kind: 'error', errors: ['no'] }),
    });
    ahead.askGroups(query, 'from', 1);
    await Promise.resolve();
    await Promise.resolve();
    expect(ahead.groups.get(groupsKeyOf('from', query, 1))).toBeUndefined();
  });
});
