import {
  columns,
  getColumn,
  isColumnId,
  type ColumnDef,
  type FilterKind,
} from '../../domain/columns';
import type {
  AmountOperator,
  DateOperator,
  Filter,
  FilterOperator,
  OneOfOperator,
  TextOperator,
} from '../../domain/query';

/** A column a filter may name (its `filter` kind in the catalogue is not null). */
export type FilterColumn = Filter['column'];

/** The filterable columns, in catalogue order: the editor's column choices. */
export const filterableColumns: readonly (ColumnDef & { id: FilterColumn })[] = columns.filter(
  (c): c is ColumnDef & { id: FilterColumn } => c.filter !== null,
);

/** What "Add filter" starts with: the spec's own example filters on Status. */
export const defaultFilterColumn: FilterColumn = 'status';

export function isFilterColumn(value: unknown): value is FilterColumn {
  return isColumnId(value) && getColumn(value).filter !== null;
}

export function filterKindOf(column: FilterColumn): FilterKind {
  // Every FilterColumn has a kind; the fallback only satisfies the type.
  return getColumn(column).filter ?? 'oneOf';
}

export const operatorsByKind = {
  oneOf: ['is', 'isNot'],
  date: ['before', 'after', 'within'],
  amount: ['greaterThan', 'lessThan'],
  days: ['greaterThan', 'lessThan'],
  text: ['equals', 'startsWith'],
} as const satisfies Record<FilterKind, readonly FilterOperator[]>;

export function operatorsFor(column: FilterColumn): readonly FilterOperator[] {
  return operatorsByKind[filterKindOf(column)];
}

export function isOneOfOperator(op: FilterOperator): op is OneOfOperator {
  return op === 'is' || op === 'isNot';
}

export function isDateOperator(op: FilterOperator): op is DateOperator {
  return op === 'before' || op === 'after' || op === 'within';
}

export function isTextOperator(op: FilterOperator): op is TextOperator {
  return op === 'equals' || op === 'startsWith';
}

export function isAmountOperator(op: FilterOperator): op is AmountOperator {
  return op === 'greaterThan' || op === 'lessThan';
}
