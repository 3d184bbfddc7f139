import type { Database } from 'sql.js';
import { groupFilters, isGroupBy, type Grouping } from '../../domain/grouping';
import { limits, parseQuery } from '../../domain/query';
import { parseSelection } from '../../domain/selection';
import type { CompileContext } from '../../sql/compile/types';
import { billIdByNumber, readBillDetail } from '../../sql/plan/billDetail';
import { summarizeSelection } from '../../sql/write/mutations';
import { dataVersion } from '../../sql/write/versions';
import type { Ticket } from '../../shared/latest';
import { allRows } from '../allRows';
import { ok, type Checked, type createOperations } from '../operations';
import type { createReader } from '../reader';
import type {
  AgeingResult,
  BillDetailResult,
  ContactsResult,
  GroupsResult,
  QueryResult,
  RowsResult,
  SelectionSummaryResult,
} from '../types';
import { badWindow, problem, unknownInvoice } from './state';

const maxRowsPerCall = 1000;

const badGrouping = problem("grouping must be 'from', 'status' or 'dueMonth'");
const badGroup = problem('Unknown group');

const checkGrouping = (input: unknown): Checked<Grouping> =>
  isGroupBy(input) && input !== 'none' ? ok(input) : badGrouping;

/**
 * The reads the screen asks: pages and blocks of rows, their footers and aged payables, the
 * groups, one bill's detail. A newer read on the same channel supersedes an older one (`latest`).
 */
export function createReads(deps: {
  operations: ReturnType<typeof createOperations>;
  reader: ReturnType<typeof createReader>;
  database: () => Database;
  context: CompileContext;
  now: () => number;
  /** A page of rows was answered: the build after a load may start (loading.ts). */
  answered: () => void;
}) {
  const { operation, latest } = deps.operations;
  const { summaryFor, fullSummaryFor, ageingFor, groupsFor, readRows } = deps.reader;
  const { database, context, now, answered } = deps;

  return {
    /**
     * A page of rows and the summary over every matching row. A page past the last (page 9 of
     * a result that now has 3) is answered with the last page, and `page` says which it is, so
     * the screen shows it in the same render as its rows.
     */
    query: latest({
      check: (input: unknown, ticket?: Ticket) => {
        const parsed = parseQuery(input);
        return parsed.ok ? ok({ query: parsed.value, ticket }) : parsed;
      },
      run: ({ query }): QueryResult => {
        const started = now();
        const summary = fullSummaryFor(query);
        const { size } = query.page;
        const lastPage = Math.max(0, Math.ceil(summary.total / size) - 1);
        const page = Math.min(query.page.index, lastPage);
        // No match, no rows to look for (a search tested row by row would read every row again).
        const rows = summary.total === 0 ? [] : readRows(query, page * size, size, summary.total);
        answered();
        return { kind: 'ok', rows, summary, page, sqlMs: now() - started };
      },
    }),

    /**
     * The aged payables over every matching row, for when a query's summary could not give them
     * cheaply (`summary.ageing` null): asked after the rows, so they need not wait for it.
     */
    ageing: latest({
      check: (input: unknown, ticket?: Ticket) => {
        const parsed = parseQuery(input);
        return parsed.ok ? ok({ query: parsed.value, ticket }) : parsed;
      },
      run: ({ query }): AgeingResult => {
        const started = now();
        return { kind: 'ok', ageing: ageingFor(query), sqlMs: now() - started };
      },
    }),

    /** A block of rows at any offset, for the continuous layout. */
    rows: latest({
      check: (input: unknown, offset: unknown, limit: unknown, ticket?: Ticket) => {
        const parsed = parseQuery(input);
        if (!parsed.ok) return parsed;
        if (!Number.isInteger(offset) || !Number.isInteger(limit)) return badWindow;
        if ((offset as number) < 0 || (limit as number) < 1) return badWindow;
        return ok({
          query: parsed.value,
          offset: offset as number,
          limit: limit as number,
          ticket,
        });
      },
      run: ({ query, offset, limit }): RowsResult => {
        const started = now();
        const { total } = summaryFor(query);
        const rows = readRows(query, offset, Math.min(limit, maxRowsPerCall), total);
        answered();
        return { kind: 'ok', rows, sqlMs: now() - started };
      },
    }),

    /** Group by's groups of every matching row: name, count, Paid and Amount due (grouping.ts). */
    groups: latest({
      check: (input: unknown, grouping: unknown, ticket?: Ticket) => {
        const parsed = parseQuery(input);
        if (!parsed.ok) return parsed;
        const by = checkGrouping(grouping);
        return by.ok ? ok({ query: parsed.value, grouping: by.value, ticket }) : by;
      },
      run: ({ query, grouping }): GroupsResult => {
        const started = now();
        const groups = groupsFor(query, grouping);
        answered();
        return { kind: 'ok', groups, sqlMs: now() - started };
      },
    }),

    /** A block of one group's rows, in query order: the query's rows with the group's filters. */
    groupRows: latest({
      check: (
        input: unknown,
        grouping: unknown,
        key: unknown,
        offset: unknown,
        limit: unknown,
        ticket?: Ticket,
      ) => {
        const parsed = parseQuery(input);
        if (!parsed.ok) return parsed;
        const by = checkGrouping(grouping);
        if (!by.ok) return by;
        if (typeof key !== 'string' || key.length > limits.valueLength) return badGroup;
        const filters = groupFilters(by.value, key);
        if (!filters) return badGroup;
        if (!Number.isInteger(offset) || !Number.isInteger(limit)) return badWindow;
        if ((offset as number) < 0 || (limit as number) < 1) return badWindow;
        const query = parsed.value;
        return ok({
          query,
          group: { ...query, filters: [...query.filters, ...filters] },
          grouping: by.value,
          key,
          offset: offset as number,
          limit: limit as number,
          ticket,
        });
      },
      run: ({ query, group, grouping, key, offset, limit }): RowsResult => {
        const started = now();
        // The group's count is already known from its groups (read once until a write).
        const total = groupsFor(query, grouping).find((g) => g.key === key)?.count ?? 0;
        const rows =
          total === 0 ? [] : readRows(group, offset, Math.min(limit, maxRowsPerCall), total);
        return { kind: 'ok', rows, sqlMs: now() - started };
      },
    }),

    /** The distinct contact names, for the From filter's choices. */
    contacts: operation({
      check: () => ok(null),
      run: (): ContactsResult => {
        const rows = allRows(database(), {
          // From the per-contact totals: a row per contact, status and due date rather than a
          // pass over every invoice's contact, and they leave out hidden invoices (hidden.ts).
          sql: `SELECT contact_name FROM invoice_contact_totals GROUP BY contact_name
            HAVING sum(invoices) > 0 ORDER BY contact_name`,
          params: [],
        });
        return { kind: 'ok', names: rows.map((r) => String(r[0])) };
      },
    }),

    summarizeSelection: operation({
      check: (input: unknown) => parseSelection(input),
      run: (selection): SelectionSummaryResult => ({
        kind: 'ok',
        ...summarizeSelection(database(), selection, context),
      }),
    }),

    /** The data version the screen's rows are read at, for a write to name as its base. */
    dataVersion: operation({
      check: () => ok(null),
      run: (): { kind: 'ok'; version: number } => ({
        kind: 'ok',
        version: dataVersion(database()),
      }),
    }),

    /** One bill's detail (its row, lines and payments), or null when it does not exist. */
    billDetail: operation({
      readsWhole: true,
      check: (id: unknown) =>
        typeof id === 'number' && Number.isInteger(id) ? ok(id) : unknownInvoice,
      run: (id): BillDetailResult => ({ kind: 'ok', bill: readBillDetail(database(), id) }),
    }),

    /** Finds a bill by its number (a link to its detail); null when there is none. */
    billByNumber: operation({
      readsWhole: true,
      check: (number: unknown) =>
        typeof number === 'string' && number.length <= 100 ? ok(number) : unknownInvoice,
      run: (number): BillDetailResult => {
        const found = billIdByNumber(database(), number);
        return { kind: 'ok', bill: found === null ? null : readBillDetail(database(), found) };
      },
    }),
  };
}
