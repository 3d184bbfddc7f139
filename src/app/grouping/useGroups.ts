import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { GroupBy, GroupTotal } from '../../domain/grouping';
import type { InvoiceQuery } from '../../domain/query';
import { toInvoice } from '../../sql/compile/rows';
import type { Invoice } from '../../domain/invoice';
import type { GroupsResult, RowsResult } from '../../worker/types';
import type { InvoiceRow } from '../../sql/compile/rows';
import { markQueryChanged, markRowsCommitted } from '../../perf/paintMarks';
import { createLatest } from '../../shared/latest';
import { blockSize } from '../data/blocks';
import type { InvoiceClient } from '../data/client';
import type { DataRevision } from '../data/source';
import { isGroupOpen, type OpenGroups } from '../state/grouping';
import { useStableCallback } from '../useStableCallback';
import { createGroupList, type GroupList } from './groupList';
import { billsKeyOf, blockIdOf, createGroupsAhead, groupsKeyOf } from './groupsAhead';

export const groupsFailed = 'The groups could not be counted. Reloading the page may help.';

interface Answer<T> {
  key: string;
  value: T;
  /** The worker's SQL time for it, for the bench's paint measure. */
  sqlMs?: number;
  /** Fetched ahead of the click that shows it (groupsAhead.ts): nothing else asked for it. */
  ahead?: boolean;
}

/** Rows read ahead of the window, either side, so a scroll shows bills rather than placeholders. */
const readAhead = 20;

/** Bills made once per block fetched ahead, however often a render reads them. */
const invoicesOf = new WeakMap<InvoiceRow[], Invoice[]>();
function toInvoices(rows: InvoiceRow[]): Invoice[] {
  let invoices = invoicesOf.get(rows);
  if (!invoices) invoicesOf.set(rows, (invoices = rows.map(toInvoice)));
  return invoices;
}

/**
 * Group by's data: the groups of every matching bill (one grouped read in the worker), and the
 * bills of open groups that are in view, fetched in blocks per group as the window moves. Asks
 * nothing while the table is not grouped, except ahead of a click (groupsAhead.ts): groups and
 * first bills fetched ahead are shown in the click's own render. A change of query, grouping or
 * the data's revision starts afresh.
 */
export function useGroups(
  client: InvoiceClient | null,
  data: DataRevision,
  query: InvoiceQuery,
  groupBy: GroupBy,
  openGroups: OpenGroups,
) {
  const grouped = groupBy !== 'none';
  const revision = useSyncExternalStore(data.subscribe, () => (grouped ? data.revision() : -1));
  const groupsChannel = useMemo(() => createLatest('groups'), []);
  const rowsChannel = useMemo(() => createLatest('group rows'), []);
  const ahead = useMemo(
    () =>
      client &&
      createGroupsAhead({
        groups: (q, by) => client.groups(q, by),
        groupRows: (q, by, key, offset, limit) => client.groupRows(q, by, key, offset, limit),
      }),
    [client],
  );
  const groupsKey = groupsKeyOf(groupBy, query, revision);
  const billsKey = billsKeyOf(groupsKey, query);
  const groupPrefix = `${JSON.stringify([groupBy]).slice(0, -1)},`;
  const [groups, setGroups] = useState<Answer<GroupTotal[] | null>>({ key: '', value: null });
  const [error, setError] = useState<Answer<string | null>>({ key: '', value: null });
  const [bills, setBills] = useState<Answer<ReadonlyMap<string, Invoice[]>>>({
    key: '',
    value: new Map(),
  });
  const [range, setRange] = useState({ start: 0, stop: 40 });
  // A closed group's bills are let go (as the render that closes it happens): opening it again
  // reads them afresh, and only open groups' bills are held.
  const [seenOpen, setSeenOpen] = useState(openGroups);
  if (seenOpen !== openGroups) {
    setSeenOpen(openGroups);
    const closed = [...bills.value.keys()].filter(
      (id) => !isGroupOpen(openGroups, id.split('\u0000')[0] ?? ''),
    );
    if (closed.length > 0) {
      const next = new Map(bills.value);
      for (const id of closed) next.delete(id);
      setBills({ key: bills.key, value: next });
    }
  }

  // Groups fetched ahead (the pointer on Group by's entry) show in the click's own render.
  const early = grouped && groups.key !== groupsKey ? ahead?.groups.get(groupsKey) : undefined;
  if (early) {
    setGroups({ key: groupsKey, value: early.groups, sqlMs: early.sqlMs, ahead: true });
    setError({ key: groupsKey, value: null });
  }
  useEffect(() => {
    if (!client || !ahead || groupBy === 'none') return;
    const known = ahead.groups.get(groupsKey);
    if (known) {
      // On screen already (fetched ahead, or shown before at this revision): this render is the
      // answer, and an older question's answer must not take its place.
      groupsChannel.drop();
      markQueryChanged();
      return markRowsCommitted(known.sqlMs);
    }
    markQueryChanged();
    groupsChannel.ask<GroupsResult>(
      // Asked ahead and on its way: that answer is this one.
      (ticket) => ahead.groups.flying(groupsKey) ?? client.groups(query, groupBy, ticket),
      (result) => {
        if (result.kind === 'superseded') return;
        if (result.kind === 'ok') {
          ahead.groups.put(groupsKey, result);
          setGroups({ key: groupsKey, value: result.groups, sqlMs: result.sqlMs });
        }
        setError({ key: groupsKey, value: result.kind === 'ok' ? null : groupsFailed });
      },
      () => setError({ key: groupsKey, value: groupsFailed }),
    );
    // The query's page and sort do not change the groups.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, ahead, groupsChannel, groupBy, groupsKey]);

  // While new groups are on their way (a write, a filter), the last ones of this grouping stay.
  const fresh = groups.key === groupsKey;
  const current = fresh || groups.key.startsWith(groupPrefix) ? groups.value : null;
  const list: GroupList = useMemo(
    () => createGroupList(current ?? [], openGroups),
    [current, openGroups],
  );
  const held = bills.key === billsKey ? bills.value : null;
  const wanted = useMemo(
    () => list.billsIn(range.start - readAhead, range.stop + readAhead),
    [list, range],
  );
  // Bills in view fetched ahead (an Open button pressed) show in the click's own render.
  const earlyBills = new Map<string, Invoice[]>();
  let earlySqlMs = 0;
  for (const { group, first, last } of grouped ? wanted : []) {
    for (let b = Math.floor(first / blockSize); b <= Math.floor(last / blockSize); b++) {
      const id = blockIdOf(group.key, b);
      const fetched = held?.has(id) ? undefined : ahead?.blocks.get(`${billsKey}|${id}`);
      if (!fetched) continue;
      earlyBills.set(id, toInvoices(fetched.rows));
      earlySqlMs = Math.max(earlySqlMs, fetched.sqlMs);
    }
  }
  if (earlyBills.size > 0) {
    const value = new Map([...(held ?? []), ...earlyBills]);
    setBills({ key: billsKey, value, sqlMs: earlySqlMs, ahead: true });
  }

  // The bench's paint measure: the groups, or an open group's bills, are in the DOM.
  // Shown from what was fetched ahead, nothing was asked after the click: the click's answer.
  useLayoutEffect(() => {
    if (groups.key && !groups.ahead) markRowsCommitted(groups.sqlMs ?? null);
  }, [groups]);
  useLayoutEffect(() => {
    if (bills.ahead) markQueryChanged();
    if (bills.key) markRowsCommitted(bills.sqlMs ?? null);
  }, [bills]);

  useEffect(() => {
    if (!client || groupBy === 'none' || !current) return;
    for (const { group, first, last } of wanted) {
      for (let b = Math.floor(first / blockSize); b <= Math.floor(last / blockSize); b++) {
        const id = blockIdOf(group.key, b);
        if (held?.has(id)) continue;
        const aheadKey = `${billsKey}|${id}`;
        markQueryChanged();
        rowsChannel.ask<RowsResult>(
          (ticket) =>
            ahead?.blocks.flying(aheadKey) ??
            client.groupRows(query, groupBy, group.key, b * blockSize, blockSize, ticket),
          (result) => {
            if (result.kind !== 'ok') return;
            setBills((previous) => {
              const next = new Map(previous.key === billsKey ? previous.value : []);
              next.set(id, toInvoices(result.rows));
              return { key: billsKey, value: next, sqlMs: result.sqlMs };
            });
          },
        );
        // One block at a time: its answer renders, and this runs again for the next.
        return;
      }
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, ahead, rowsChannel, groupBy, billsKey, current, wanted, held]);

  const getItem = useCallback((index: number) => list.itemAt(index), [list]);
  const getBill = useCallback(
    (index: number): Invoice | undefined => {
      const item = list.itemAt(index);
      if (item?.kind !== 'bill') return undefined;
      const block = held?.get(blockIdOf(item.group.key, Math.floor(item.offset / blockSize)));
      return block?.[item.offset % blockSize];
    },
    [list, held],
  );
  /** Told which list indexes are in view. */
  const onRange = useCallback(
    (start: number, stop: number) =>
      setRange((r) => (r.start === start && r.stop === stop ? r : { start, stop })),
    [setRange],
  );
  /** Fetches ahead the groups `choice` would show (its Group by entry has the pointer). */
  const groupByAhead = useStableCallback((choice: GroupBy) =>
    ahead?.askGroups(query, choice, data.revision()),
  );
  /** Fetches ahead the first bills of group `key` (its Open button is pressed). */
  const openAhead = useStableCallback((key: string) => {
    if (groupBy !== 'none') ahead?.askFirstBlock(query, groupBy, data.revision(), key);
  });
  return {
    groupByAhead,
    openAhead,
    grouped,
    groups: current,
    list,
    getItem,
    getBill,
    onRange,
    pending: grouped && !fresh,
    error: error.key === groupsKey ? error.value : null,
  };
}
