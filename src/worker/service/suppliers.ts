import type { Database } from 'sql.js';
import { parseSupplierQuery } from '../../domain/suppliers/query';
import type { CompileContext } from '../../sql/compile/types';
import {
  readSupplierFooter,
  readSupplierNames,
  readSupplierRows,
} from '../../sql/suppliers/readSuppliers';
import type { Ticket } from '../../shared/latest';
import { ok, type createOperations } from '../operations';
import type { SupplierNamesResult, SuppliersResult } from '../types';

/**
 * The Suppliers list's reads (issue 27): a window of suppliers with the footer over every match,
 * and the names of all that match. Each is answered from the running totals per supplier
 * (src/sql/suppliers), so its cost follows the number of suppliers, not of bills. A newer read
 * supersedes an older one, as the bills list's do.
 */
export function createSupplierReads(deps: {
  operations: ReturnType<typeof createOperations>;
  database: () => Database;
  context: CompileContext;
  now: () => number;
}) {
  const { latest } = deps.operations;
  const { database, context, now } = deps;
  const check = (input: unknown, ticket?: Ticket) => {
    const parsed = parseSupplierQuery(input);
    return parsed.ok ? ok({ query: parsed.value, ticket }) : parsed;
  };
  return {
    /** The window's suppliers, how many match and the footer's sums. */
    suppliers: latest({
      check,
      run: ({ query }): SuppliersResult => {
        const started = now();
        const db = database();
        const footer = readSupplierFooter(db, query, context);
        const rows = footer.count === 0 ? [] : readSupplierRows(db, query, context);
        return { kind: 'ok', rows, footer, sqlMs: now() - started };
      },
    }),

    /** Every matching supplier's name, in the query's order (Show their bills). */
    supplierNames: latest({
      check,
      run: ({ query }): SupplierNamesResult => ({
        kind: 'ok',
        names: readSupplierNames(database(), query, context),
      }),
    }),
  };
}
