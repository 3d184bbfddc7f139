import type { Selection } from '../../domain/selection';
import { owedSql } from '../compile/columns';
import { compileConditions } from '../compile/compile';
import { queryConditions } from '../compile/filters';
import { invoicesSource } from '../compile/source';
import type {
  CompileContext,
  CompiledSql,
  Condition,
  RowsPlan,
  TotalsPlan,
} from '../compile/types';

/** The conditions true for exactly the selected invoices. Ids go as one parameter. */
export function selectionConditions(selection: Selection, context: CompileContext): Condition[] {
  if (selection.kind === 'ids') return [{ kind: 'ids', ids: selection.ids, negated: false }];
  const conditions = queryConditions(selection.query, context);
  if (selection.except.length > 0) {
    conditions.push({ kind: 'ids', ids: selection.except, negated: true });
  }
  return conditions;
}

/** A condition (no WHERE keyword) true for exactly the selected invoices. */
export function compileSelection(selection: Selection, context: CompileContext): CompiledSql {
  return compileConditions(selectionConditions(selection, context));
}

/**
 * The ids of the selected invoices that also pass `only`, in id order: what a bulk write will
 * touch, found before it starts writing.
 */
export function selectedIdsPlan(
  selection: Selection,
  context: CompileContext,
  only: readonly Condition[] = [],
): RowsPlan {
  return {
    kind: 'rows',
    columns: ['id'],
    source: invoicesSource(context),
    where: [...only, ...selectionConditions(selection, context)],
    order: [{ column: 'id', desc: false }],
  };
}

/** Count and what is still owed of the selected invoices, read from the rows (the bulk bar total). */
export function selectionSumsPlan(selection: Selection, context: CompileContext): TotalsPlan {
  const where = selectionConditions(selection, context);
  return { kind: 'totals', source: invoicesSource(context), where, sums: [owedSql] };
}
