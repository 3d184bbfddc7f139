import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { InvoiceQuery } from '../../domain/query';
import { toInvoice } from '../../sql/compile/rows';
import type { Invoice } from '../../domain/invoice';
import type { RowsResult } from '../../worker/types';
import { blockSize, getBlocksToEvict, getMissingBlocks } from './blocks';
import { createLatest } from '../../shared/latest';
import type { InvoiceClient } from './client';
import type { DataRevision } from './source';

interface Blocks {
  key: string;
  rows: ReadonlyMap<number, Invoice[]>;
}

/**
 * Rows for the continuous layout: fetched from the worker in blocks as the window scrolls, a
 * newer range superseding an older one still queued. Changing the query or the data's revision
 * starts afresh (the revision is followed only while enabled, so the paged layout does not
 * render for it). `getRow` is undefined for rows not fetched yet (drawn as placeholders).
 */
export function useRowBlocks(
  client: InvoiceClient | null,
  data: DataRevision,
  query: InvoiceQuery,
  total: number,
  enabled: boolean,
) {
  const version = useSyncExternalStore(data.subscribe, () => (enabled ? data.revision() : -1));
  const latest = useMemo(() => createLatest('blocks'), []);
  const key = `${JSON.stringify([query.filters, query.search, query.sort])}#${version}`;
  const [blocks, setBlocks] = useState<Blocks>({ key, rows: new Map() });
  const [range, setRange] = useState({ start: 0, stop: 40 });
  const current = blocks.key === key ? blocks.rows : null;

  useEffect(() => {
    if (!client || !enabled) return;
    const held = new Set(current?.keys() ?? []);
    const missing = getMissingBlocks({ ...range, total, held });
    if (!missing) return;
    const offset = missing.first * blockSize;
    const limit = (missing.last - missing.first + 1) * blockSize;
    latest.ask<RowsResult>(
      (ticket) => client.rows(query, offset, limit, ticket),
      (result) => {
        if (result.kind !== 'ok') return;
        setBlocks((previous) => {
          const rows = new Map(previous.key === key ? previous.rows : []);
          for (let b = missing.first; b <= missing.last; b++) {
            const start = (b - missing.first) * blockSize;
            rows.set(b, result.rows.slice(start, start + blockSize).map(toInvoice));
          }
          for (const b of getBlocksToEvict(rows.keys(), range.start)) rows.delete(b);
          return { key, rows };
        });
      },
    );
  }, [client, enabled, latest, query, key, total, range, current]);

  const getRow = useCallback(
    (index: number) => current?.get(Math.floor(index / blockSize))?.[index % blockSize],
    [current],
  );
  const onRowsRendered = useCallback(
    (visible: { startIndex: number; stopIndex: number }) =>
      setRange((r) =>
        r.start === visible.startIndex && r.stop === visible.stopIndex
          ? r
          : { start: visible.startIndex, stop: visible.stopIndex },
      ),
    [],
  );
  return { getRow, onRowsRendered };
}
