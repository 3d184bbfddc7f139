import type { ColumnId } from '../src/domain/columns';
import { columnIds } from '../src/domain/columns';
import type { Filter, InvoiceQuery, SortKey } from '../src/domain/query';
import { ageingBuckets } from '../src/domain/ageing';
import { builtInViews } from '../src/domain/views';
import type { Grouping } from '../src/domain/grouping';
import type { InvoiceService } from '../src/worker/service';

/** One thing a person does on the screen, as the service calls it makes. */
export interface Interaction {
  group: string;
  name: string;
  /**
   * Whether a first visit (no cached summary) means anything: paging to the end or scrolling
   * happens after the first page, so those are only timed warm.
   */
  cold: boolean;
  /** Runs it once and returns the SQL milliseconds the service reported. */
  run(service: InvoiceService): Promise<number>;
}

const newestFirst: SortKey[] = [{ column: 'date', desc: true }];
const viewFilters = (id: string): Filter[] => builtInViews.find((v) => v.id === id)?.filters ?? [];

function query(over: Partial<InvoiceQuery> = {}): InvoiceQuery {
  return { filters: [], search: '', sort: newestFirst, page: { index: 0, size: 20 }, ...over };
}

/** The rows and footer, then the aged payables when they did not come with them (a search). */
async function ageing(service: InvoiceService, q: InvoiceQuery): Promise<number> {
  const result = await service.query(q);
  if (result.kind !== 'ok') throw new Error(JSON.stringify(result));
  if (result.summary.ageing !== null) return result.sqlMs;
  const read = await service.ageing(q);
  if (read.kind !== 'ok') throw new Error(JSON.stringify(read));
  return result.sqlMs + read.sqlMs;
}

/**
 * The aged payables strip after the page: the page's read is not timed, the strip's is (0 when
 * it came with the page, as from the running totals).
 */
async function strip(service: InvoiceService, q: InvoiceQuery): Promise<number> {
  const result = await service.query(q);
  if (result.kind !== 'ok') throw new Error(JSON.stringify(result));
  if (result.summary.ageing !== null) return 0;
  const read = await service.ageing(q);
  if (read.kind !== 'ok') throw new Error(JSON.stringify(read));
  return read.sqlMs;
}

/** Words people type that many bills hold (bench `common word`). */
export const commonWords = ['and', 'co', 'services', 'ltd', 'pay', 'Sporer and Sons'];

async function groups(service: InvoiceService, q: InvoiceQuery, grouping: Grouping) {
  const result = await service.groups(q, grouping);
  if (result.kind !== 'ok') throw new Error(JSON.stringify(result));
  return result.sqlMs;
}

/** The first block (200) of the `at`-th group's bills (-1: the last group). */
async function openGroup(service: InvoiceService, q: InvoiceQuery, grouping: Grouping, at: number) {
  const found = await service.groups(q, grouping);
  if (found.kind !== 'ok') throw new Error(JSON.stringify(found));
  const group = found.groups.at(at);
  if (!group) throw new Error('no groups');
  const result = await service.groupRows(q, grouping, group.key, 0, 200);
  if (result.kind !== 'ok') throw new Error(JSON.stringify(result));
  return result.sqlMs;
}

async function page(service: InvoiceService, q: InvoiceQuery): Promise<number> {
  const result = await service.query(q);
  if (result.kind !== 'ok') throw new Error(JSON.stringify(result));
  if (result.rows.length === 0 && result.summary.total > q.page.index * q.page.size) {
    throw new Error(`no rows for ${JSON.stringify(q)}`);
  }
  return result.sqlMs;
}

/** The last page: one query for the total (as the screen already has it), then the page. */
async function lastPage(service: InvoiceService, q: InvoiceQuery): Promise<number> {
  const first = await service.query(q);
  if (first.kind !== 'ok') throw new Error(JSON.stringify(first));
  const index = Math.max(0, Math.ceil(first.summary.total / q.page.size) - 1);
  return page(service, { ...q, page: { ...q.page, index } });
}

/** A block of the continuous layout at a fraction of the way through the result. */
async function block(service: InvoiceService, q: InvoiceQuery, at: number): Promise<number> {
  const first = await service.query(q);
  if (first.kind !== 'ok') throw new Error(JSON.stringify(first));
  const offset = Math.max(
    0,
    Math.min(first.summary.total - 100, Math.floor(first.summary.total * at)),
  );
  const result = await service.rows(q, offset, 100);
  if (result.kind !== 'ok') throw new Error(JSON.stringify(result));
  return result.sqlMs;
}

/**
 * A link to a bill: the service finds it by number and reads its detail, timed whole (it
 * reports no SQL time of its own). `number` null: a number no bill has, named in a notice.
 */
async function billLink(service: InvoiceService, number: string | null): Promise<number> {
  const started = performance.now();
  const found = await service.billByNumber(number ?? 'INV-NONE');
  const ms = performance.now() - started;
  if (found.kind !== 'ok' || (found.bill === null) !== (number === null)) {
    throw new Error(`bill link ${number}: ${JSON.stringify(found)}`);
  }
  return ms;
}

/** The number of the bill in the middle of the sample (its id is half of how many there are). */
async function middleNumber(service: InvoiceService): Promise<string> {
  const counted = await service.query(query());
  if (counted.kind !== 'ok') throw new Error(JSON.stringify(counted));
  const detail = await service.billDetail(Math.max(1, Math.ceil(counted.summary.total / 2)));
  if (detail.kind === 'ok' && detail.bill) return detail.bill.number;
  // That bill is deleted (hidden while its Undo lasts, bench:bulk -- --hidden-reads): the bill
  // in the middle of newest first instead.
  const index = Math.floor(counted.summary.total / 2 / 20);
  const middle = await service.query(query({ page: { index, size: 20 } }));
  const number = middle.kind === 'ok' ? middle.rows[0]?.[2] : undefined;
  if (number === undefined) throw new Error('no bill in the middle');
  return number;
}

const keystrokes = (word: string) => Array.from(word, (_, i) => word.slice(0, i + 1));
const sortBy = (column: ColumnId, desc: boolean): SortKey[] => [{ column, desc }];

export function interactions(): Interaction[] {
  const list: Interaction[] = [];
  const add = (group: string, name: string, run: Interaction['run']) =>
    list.push({ group, name, run, cold: group !== 'last page' && group !== 'rows(100)' });

  for (const view of builtInViews) {
    add('view', view.label, (s) => page(s, query({ filters: view.filters })));
  }
  for (const search of [...keystrokes('global'), ...keystrokes('INV-04'), 's', 'e', 'c', 'm']) {
    add('search', `'${search}'`, (s) => page(s, query({ search })));
  }
  add('search', "'glo' in Draft", (s) =>
    page(s, query({ filters: viewFilters('draft'), search: 'glo' })),
  );
  add('search', "'s' in Overdue", (s) =>
    page(s, query({ filters: viewFilters('overdue'), search: 's' })),
  );
  const status = (values: Filter & { column: 'status' }): Filter => values;
  const filters: [string, Filter[]][] = [
    ['All + status is sent', [status({ column: 'status', operator: 'is', values: ['sent'] })]],
    [
      'All + status is not paid',
      [status({ column: 'status', operator: 'isNot', values: ['paid'] })],
    ],
    [
      'All + status is draft, paid',
      [status({ column: 'status', operator: 'is', values: ['draft', 'paid'] })],
    ],
    [
      'Awaiting + status is viewed',
      [
        ...viewFilters('awaiting-payment'),
        { column: 'status', operator: 'is', values: ['viewed'] },
      ],
    ],
    [
      'Overdue + status is sent',
      [...viewFilters('overdue'), { column: 'status', operator: 'is', values: ['sent'] }],
    ],
  ];
  for (const [name, f] of filters)
    add('status filter', name, (s) => page(s, query({ filters: f })));
  add('status filter', "'glo' + status is draft", (s) =>
    page(s, query({ search: 'glo', filters: viewFilters('draft') })),
  );
  for (const column of columnIds) {
    for (const desc of [false, true]) {
      const dir = desc ? 'desc' : 'asc';
      add('sort', `All by ${column} ${dir}`, (s) => page(s, query({ sort: sortBy(column, desc) })));
    }
  }
  for (const column of columnIds) {
    add('sort', `Awaiting by ${column} asc`, (s) =>
      page(s, query({ filters: viewFilters('awaiting-payment'), sort: sortBy(column, false) })),
    );
  }
  // Aged payables are read with the page and footer (one grouped pass over the matching bills
  // still owing): a query whose filters or search changed pays for it.
  const ageingCases: [string, Partial<InvoiceQuery>][] = [
    ['All', {}],
    ['Awaiting Payment', { filters: viewFilters('awaiting-payment') }],
    ['Overdue', { filters: viewFilters('overdue') }],
    ["'glo'", { search: 'glo' }],
    ["'s'", { search: 's' }],
    // Broad searches: most bills found, totals by complement (src/sql/plan/complement.ts).
    ["'INV-0'", { search: 'INV-0' }],
    ["'inv'", { search: 'inv' }],
    ["'INV-0' in Overdue", { search: 'INV-0', filters: viewFilters('overdue') }],
    ["'inv-0' in bucket 31–60", { search: 'inv-0', filters: [ageingBuckets[2]!.filter] }],
    ...ageingBuckets.map((b): [string, Partial<InvoiceQuery>] => [
      `bucket ${b.label}`,
      { filters: [b.filter] },
    ]),
    [
      'Overdue by more than 1 day',
      { filters: [{ column: 'overdueBy', operator: 'greaterThan', value: 1 }] },
    ],
  ];
  for (const [name, over] of ageingCases) {
    add('aged payables', name, (s) => ageing(s, query(over)));
  }
  add('sort', "'glo' by notes asc", (s) =>
    page(s, query({ search: 'glo', sort: sortBy('notes', false) })),
  );
  for (const view of builtInViews) {
    add('last page', view.label, (s) => lastPage(s, query({ filters: view.filters })));
  }
  for (const column of columnIds) {
    add('last page', `All by ${column} asc`, (s) =>
      lastPage(s, query({ sort: sortBy(column, false) })),
    );
  }
  add('last page', "'glo'", (s) => lastPage(s, query({ search: 'glo' })));
  for (const at of [0, 0.25, 0.5, 0.75, 1]) {
    add('rows(100)', `All at ${at * 100}%`, (s) => block(s, query(), at));
  }
  add('rows(100)', 'All by from at 50%', (s) =>
    block(s, query({ sort: sortBy('from', false) }), 0.5),
  );
  add('rows(100)', "'glo' at 50%", (s) => block(s, query({ search: 'glo' }), 0.5));
  add('rows(100)', 'Paid at 100%', (s) => block(s, query({ filters: viewFilters('paid') }), 1));
  // Group by: the groups' one grouped read, and the first block of a group's bills opened.
  const groupCases: [string, Grouping, Partial<InvoiceQuery>][] = [
    ['From', 'from', {}],
    ['From, Awaiting Payment', 'from', { filters: viewFilters('awaiting-payment') }],
    ['From, searched', 'from', { search: 'glo' }],
    ['Status', 'status', {}],
    ['Due month', 'dueMonth', {}],
  ];
  for (const [name, grouping, over] of groupCases) {
    add('group by', name, (s) => groups(s, query(over), grouping));
  }
  add('open a group', 'From: the first group', (s) => openGroup(s, query(), 'from', 0));
  add('open a group', 'From: the last group, by Amount due', (s) =>
    openGroup(s, query({ sort: sortBy('due', false) }), 'from', -1),
  );
  add('open a group', 'Due month: the last month', (s) => openGroup(s, query(), 'dueMonth', -1));
  // Common words of From and Notes (issue 12 §2): 'and' is in a quarter of the bills (every
  // one from its contact's name), 'co' in a third (mostly Notes), 'services' only in Notes,
  // 'ltd' and 'pay' in none, and a whole contact name. Each alone, in Awaiting Payment and in a
  // bucket: the page with its count and footer, then the strip asked after it.
  const wordScopes: [string, Filter[]][] = [
    ['', []],
    [' in Awaiting Payment', viewFilters('awaiting-payment')],
    [' in bucket 31–60', [ageingBuckets[2]!.filter]],
  ];
  for (const search of commonWords) {
    for (const [scope, f] of wordScopes) {
      const q = query({ search, filters: f });
      add('common word', `'${search}'${scope}: rows, count, footer`, (s) => page(s, q));
      add('common word', `'${search}'${scope}: strip`, (s) => strip(s, q));
    }
  }
  add('bill link', 'a bill in the middle', async (s) => billLink(s, await middleNumber(s)));
  add('bill link', 'a number no bill has', (s) => billLink(s, null));
  return list;
}
