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
import { markQueryChanged, markRowsCommitted } from '../../perf/paintMarks';
import { createLatest } from '../../shared/latest';
import { blockSize } from '../data/blocks';
import type { InvoiceClient } from '../data/client';
import type { DataRevision } from '../data/source';
import { isGroupOpen, type OpenGroups } from '../state/grouping';
import { createGroupList, type GroupList } from './groupList';

export const groupsFailed = 'The groups could not be counted. Reloading the page may help.';

interface Answer<T> {
  key: string;
  value: T;
  /** The worker's SQL time for it, for the bench's paint measure. */
  sqlMs?: number;
}

/** Rows read ahead of the window, either side, so a scroll shows bills rather than placeholders. */
const readAhead = 20;

/**
 * Group by's data: the groups of every matching bill (one grouped read in the worker), and the
 * bills of open groups that are in view, fetched in blocks per group as the window moves. Asks
 * nothing while the table is not grouped. A change of query, grouping or the data's revision
 * starts afresh.
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
  const groupsKey = `${JSON.stringify([groupBy, query.filters, query.search])}#${revision}`;
  const billsKey = `${groupsKey}#${JSON.stringify(query.sort)}`;
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

  useEffect(() => {
    if (!client || groupBy === 'none') return;
    markQueryChanged();
    groupsChannel.ask<GroupsResult>(
      (ticket) => client.groups(query, groupBy, ticket),
      (result) => {
        if (result.kind === 'superseded') return;
        if (result.kind === 'ok') {
          setGroups({ key: groupsKey, value: result.groups, sqlMs: result.sqlMs });
        }
        setError({ key: groupsKey, value: result.kind === 'ok' ? null : groupsFailed });
      },
      () => setError({ key: groupsKey, value: groupsFailed }),
    );
    // The query's page and sort do not change the groups.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, groupsChannel, groupBy, groupsKey]);

  // While new groups are on their way (a write, a filter), the last ones of this grouping stay.
  const fresh = groups.key === groupsKey;
  const current = fresh || groups.key.startsWith(groupPrefix) ? groups.value : null;
  const list: GroupList = useMemo(
    () => createGroupList(current ?? [], openGroups),
    [current, openGroups],
  );
  const held = bills.key === billsKey ? bills.value : null;

  // The bench's paint measure: the groups, or an open group's bills, are in the DOM.
  useLayoutEffect(() => {
    if (groups.key) markRowsCommitted(groups.sqlMs ?? null);
  }, [groups]);
  useLayoutEffect(() => {
    if (bills.key) markRowsCommitted(bills.sqlMs ?? null);
  }, [bills]);

  useEffect(() => {
    if (!client || groupBy === 'none' || !current) return;
    const wanted = list.billsIn(range.start - readAhead, range.stop + readAhead);
    for (const { group, first, last } of wanted) {
      for (let b = Math.floor(first / blockSize); b <= Math.floor(last / blockSize); b++) {
        const id = `${group.key}\u0000${b}`;
        if (held?.has(id)) continue;
        markQueryChanged();
        rowsChannel.ask<RowsResult>(
          (ticket) => client.groupRows(query, groupBy, group.key, b * blockSize, blockSize, ticket),
          (result) => {
            if (result.kind !== 'ok') return;
            setBills((previous) => {
              const next = new Map(previous.key === billsKey ? previous.value : []);
              next.set(id, result.rows.map(toInvoice));
              return { key: billsKey, value: next, sqlMs: result.sqlMs };
            });
          },
        );
        // One block at a time: its answer renders, and this runs again for the next.
        return;
      }
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, rowsChannel, groupBy, billsKey, current, list, range, held]);

  const getItem = useCallback((index: number) => list.itemAt(index), [list]);
  const getBill = useCallback(
    (index: number): Invoice | undefined => {
      const item = list.itemAt(index);
      if (item?.kind !== 'bill') return undefined;
      const block = held?.get(`${item.group.key}\u0000${Math.floor(item.offset / blockSize)}`);
      return block?.[item.offset % blockSize];
    },
    [list, held],
  );
  /** Told which list indexes are in view. */
  const onRange = useCallback(
    (start: number, stop: number) =>
      setRange((r) => (r.start === start && r.stop === stop ? r : { start, stop })),
    [],
  );
  return {
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
