import type { GroupBy, Grouping } from '../../domain/grouping';
import type { InvoiceQuery } from '../../domain/query';
import type { GroupsResult, RowsResult } from '../../worker/types';
import { createAnswerCache } from '../data/answerCache';
import { blockSize } from '../data/blocks';

/** Groups kept for changes a person may make next: each grouping, a few filters and searches. */
const keptGroups = 24;
/** First blocks of groups kept: the groups a person may open next on the screen they see. */
const keptBlocks = 60;

/** Which groups answer: the grouping, the filters and search, and the data's revision. */
export function groupsKeyOf(
  groupBy: GroupBy,
  query: Pick<InvoiceQuery, 'filters' | 'search'>,
  revision: number,
): string {
  return `${JSON.stringify([groupBy, query.filters, query.search])}#${revision}`;
}

/** Which bills answer within those groups: their order too. */
export function billsKeyOf(groupsKey: string, query: Pick<InvoiceQuery, 'sort'>): string {
  return `${groupsKey}#${JSON.stringify(query.sort)}`;
}

/** One block of one group's bills, within `billsKeyOf`'s answer. */
export function blockIdOf(groupKey: string, block: number): string {
  return `${groupKey}\u0000${block}`;
}

export interface GroupsAsker {
  groups: (query: InvoiceQuery, grouping: Grouping) => Promise<GroupsResult>;
  groupRows: (
    query: InvoiceQuery,
    grouping: Grouping,
    key: string,
    offset: number,
    limit: number,
  ) => Promise<RowsResult>;
}

/**
 * Groups and groups' first bills the worker already sent, or that are on their way, asked ahead
 * of a click as the view's rows are (tableGate.ts): a grouping's groups when its entry in the
 * Group by menu has the pointer or focus, a group's first bills when its Open button is pressed
 * (pointerdown, ~60 ms before the click). The click then shows them in its own render. Keys hold
 * the data revision, so nothing fetched before a write is shown after it.
 */
export function createGroupsAhead(asker: GroupsAsker) {
  const groups = createAnswerCache<GroupsResult>(keptGroups);
  const blocks = createAnswerCache<RowsResult>(keptBlocks);
  const quiet = (promise: Promise<unknown>) => void promise.catch(() => undefined);
  return {
    groups,
    blocks,
    /** The groups `groupBy` would show for `query` at `revision`, unless 'none'. */
    askGroups(query: InvoiceQuery, groupBy: GroupBy, revision: number) {
      if (groupBy === 'none') return;
      const key = groupsKeyOf(groupBy, query, revision);
      quiet(groups.fetch(key, () => asker.groups(query, groupBy)));
    },
    /** The first block of bills of group `groupKey`, as opening it would ask. */
    askFirstBlock(query: InvoiceQuery, grouping: Grouping, revision: number, groupKey: string) {
      const billsKey = billsKeyOf(groupsKeyOf(grouping, query, revision), query);
      const key = `${billsKey}|${blockIdOf(groupKey, 0)}`;
      quiet(blocks.fetch(key, () => asker.groupRows(query, grouping, groupKey, 0, blockSize)));
    },
  };
}

export type GroupsAhead = ReturnType<typeof createGroupsAhead>;
