import { z } from 'zod';
import {
  defaultSupplierSort,
  supplierColumnIds,
  supplierQuerySchema,
  type SupplierColumnId,
  type SupplierFilter,
} from '../domain/suppliers/query';
import { defaultRecordState, type RecordState, type SortKey } from '../table/records';
import { suppliersTable } from './definition';

export type SuppliersState = RecordState<SupplierColumnId, SupplierFilter>;

/** The parameter that says which list an address shows; the bills list's address has none. */
export const listParam = 'list';
export const suppliersList = 'suppliers';

export const defaultSuppliersState: SuppliersState = defaultRecordState(
  suppliersTable,
  defaultSupplierSort,
);

/** Whether an address (`location.search`) shows the Suppliers list. */
/** Whether an address shows the Suppliers list (src/shared/listAddresses.ts reads it the same way). */
export function isSuppliersAddress(search: string): boolean {
  return new URLSearchParams(search).get(listParam) === suppliersList;
}

const isColumn = (value: string): value is SupplierColumnId =>
  (supplierColumnIds as readonly string[]).includes(value);

/**
 * The Suppliers list's address: `list=suppliers`, then only what differs from the list's default
 * (view, search, filters, sort, page, page size, layout, column order, hidden columns), so a
 * plain list is a short link.
 */
export function encodeSuppliersAddress(state: SuppliersState): string {
  const params = new URLSearchParams({ [listParam]: suppliersList });
  const d = defaultSuppliersState;
  if (state.viewId !== d.viewId) params.set('view', state.viewId);
  if (state.search) params.set('q', state.search);
  const view = suppliersTable.views.find((v) => v.id === state.viewId);
  if (JSON.stringify(state.filters) !== JSON.stringify(view?.filters ?? []))
    params.set('filters', JSON.stringify(state.filters));
  if (JSON.stringify(state.sort) !== JSON.stringify(d.sort))
    params.set(
      'sort',
      state.sort.map((k) => `${k.desc ? '-' : ''}${k.column}`).join(',') || 'none',
    );
  if (state.pageIndex > 0) params.set('page', String(state.pageIndex + 1));
  if (state.pageSize !== d.pageSize) params.set('size', String(state.pageSize));
  if (state.layout !== d.layout) params.set('layout', state.layout);
  const order = state.columns.columnOrder;
  if (order.join('.') !== d.columns.columnOrder.join('.')) params.set('cols', order.join('.'));
  const hidden = Object.entries(state.columns.columnVisibility)
    .filter(([, shown]) => shown === false)
    .map(([id]) => id);
  if (hidden.length > 0) params.set('hide', hidden.join(','));
  return `?${params.toString()}`;
}

const filtersSchema = supplierQuerySchema.shape.filters;

/**
 * The state an address describes, over `base` (the layout kept in this browser); what cannot be
 * read is left out and said, never guessed.
 */
export function decodeSuppliersAddress(
  search: string,
  base: SuppliersState = defaultSuppliersState,
): { state: SuppliersState; notices: string[] } {
  const params = new URLSearchParams(search);
  const notices: string[] = [];
  const d = defaultSuppliersState;
  const viewId = params.get('view') ?? d.viewId;
  const view = suppliersTable.views.find((v) => v.id === viewId);
  let state: SuppliersState = {
    ...base,
    viewId: view ? viewId : '',
    search: (params.get('q') ?? '').slice(0, 200),
    filters: view?.filters ?? [],
    sort: d.sort,
    pageIndex: 0,
    pageSize: d.pageSize,
    layout: d.layout,
    selection: d.selection,
    // The link says the whole order and visibility: one without them (an older link) shows the
    // columns as they start.
    columns: { ...base.columns, columnOrder: d.columns.columnOrder, columnVisibility: {} },
  };
  if (!view && params.has('view'))
    notices.push(`The address names a view this list does not have (“${viewId}”); All is shown.`);
  const filters = params.get('filters');
  if (filters !== null) {
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(filters);
    } catch {
      parsed = null;
    }
    const read = filtersSchema.safeParse(parsed);
    if (read.success) state = { ...state, filters: read.data as SupplierFilter[] };
    else notices.push("The address's filters could not be read; they are left out.");
  }
  const sort = params.get('sort');
  if (sort !== null) {
    const keys: SortKey<SupplierColumnId>[] = [];
    for (const part of sort === 'none' ? [] : sort.split(',')) {
      const column = part.replace(/^-/, '');
      if (isColumn(column) && !keys.some((k) => k.column === column))
        keys.push({ column, desc: part.startsWith('-') });
      else
        notices.push(
          `The address sorts by a column this list does not have (“${column}”); it is left out.`,
        );
    }
    state = { ...state, sort: keys };
  }
  const page = Number(params.get('page') ?? '1');
  if (Number.isInteger(page) && page >= 1) state = { ...state, pageIndex: page - 1 };
  const size = Number(params.get('size') ?? d.pageSize);
  if (suppliersTable.pageSizes.includes(size)) state = { ...state, pageSize: size };
  if (params.get('layout') === 'continuous') state = { ...state, layout: 'continuous' };
  const cols = params.get('cols');
  if (cols !== null) {
    const order: SupplierColumnId[] = [];
    for (const part of cols.split('.')) {
      if (isColumn(part)) {
        if (!order.includes(part)) order.push(part);
      } else if (part !== '')
        notices.push(
          `The address orders a column this list does not have (“${part}”); it is left out.`,
        );
    }
    // Columns it leaves out (one added since the link was made) follow in their usual order.
    for (const id of d.columns.columnOrder) if (!order.includes(id)) order.push(id);
    state = { ...state, columns: { ...state.columns, columnOrder: order } };
  }
  const hidden = (params.get('hide') ?? '').split(',').filter(isColumn);
  for (const id of hidden)
    if (suppliersTable.column(id).hideable)
      state = {
        ...state,
        columns: {
          ...state.columns,
          columnVisibility: { ...state.columns.columnVisibility, [id]: false },
        },
      };
  return { state, notices };
}

/** What a saved view of suppliers holds: what the list shows, not what is selected. */
export type SuppliersSnapshot = Omit<SuppliersState, 'selection' | 'pageIndex'>;

const snapshotSchema = z.object({
  search: z.string().max(200),
  filters: filtersSchema,
  sort: supplierQuerySchema.shape.sort,
  pageSize: z.number().refine((n) => suppliersTable.pageSizes.includes(n)),
  layout: z.enum(['paged', 'continuous']),
  viewId: z.string(),
  columns: z.object({
    columnOrder: z.array(z.enum(supplierColumnIds)),
    columnVisibility: z.partialRecord(z.enum(supplierColumnIds), z.boolean()),
    columnPinning: z.object({
      left: z.array(z.enum(supplierColumnIds)),
      right: z.array(z.enum(supplierColumnIds)),
    }),
    columnSizing: z.partialRecord(z.enum(supplierColumnIds), z.number().int().min(20).max(4000)),
  }),
});

/** A stored snapshot, checked; null when this version cannot read it. */
export function parseSuppliersSnapshot(input: unknown): SuppliersSnapshot | null {
  const read = snapshotSchema.safeParse(input);
  if (!read.success) return null;
  const columns = read.data.columns;
  // Every column once: a column added since the view was saved comes at the end.
  const order = [...new Set(columns.columnOrder)];
  for (const id of supplierColumnIds) if (!order.includes(id)) order.push(id);
  return {
    ...(read.data as SuppliersSnapshot),
    columns: { ...(columns as SuppliersSnapshot['columns']), columnOrder: order },
  };
}

export function snapshotOf(state: SuppliersState): SuppliersSnapshot {
  return {
    viewId: state.viewId,
    search: state.search,
    filters: state.filters,
    sort: state.sort,
    pageSize: state.pageSize,
    layout: state.layout,
    columns: state.columns,
  };
}
