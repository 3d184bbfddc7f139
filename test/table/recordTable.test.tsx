// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useReducer } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defineTable } from '../../src/table/definition';
import type { RecordFilter } from '../../src/table/filters';
import { defaultRecordState, recordReducer } from '../../src/table/records';
import type { RecordQuery, RecordSource } from '../../src/table/source';
import { RecordTable } from '../../src/table/react/RecordTable';

/** A third kind of record, with no SQL behind it: three books in an array. */
interface Book {
  title: string;
  author: string;
  pages: number;
}
type BookColumn = keyof Book;
type BookFilter = RecordFilter<BookColumn>;

const shelf: Book[] = [
  { title: 'Middlemarch', author: 'George Eliot', pages: 880 },
  { title: 'Emma', author: 'Jane Austen', pages: 474 },
  { title: 'Bleak House', author: 'Charles Dickens', pages: 1017 },
];

const books = defineTable<BookColumn, BookFilter, never, 'lend'>({
  name: 'Books',
  noneMatch: 'No books match.',
  columns: [
    { id: 'title', header: 'Title', hideable: false, filter: 'names' },
    { id: 'author', header: 'Author', filter: 'names' },
    { id: 'pages', header: 'Pages', align: 'end', filter: 'count' },
  ],
  views: [
    { id: 'all', label: 'All' },
    {
      id: 'long',
      label: 'Long',
      filters: [{ column: 'pages', operator: 'greaterThan', value: 800 }],
    },
  ],
  bulkActions: [{ id: 'lend', label: 'Lend', undoable: false }],
  footerSums: ['pages'],
});

/** The in-memory source: filter, search by title, sort, window, sums. */
const memory: RecordSource<Book, BookColumn, BookFilter> = {
  read(query: RecordQuery<BookColumn, BookFilter>) {
    let rows = shelf.filter((b) => b.title.toLowerCase().includes(query.search.toLowerCase()));
    for (const f of query.filters) {
      rows = rows.filter((b) => {
        const value = b[f.column];
        if ('values' in f) return f.values.includes(String(value)) === (f.operator === 'is');
        const than = Number(f.value);
        return f.operator === 'greaterThan' ? Number(value) > than : Number(value) < than;
      });
    }
    for (const key of [...query.sort].reverse())
      rows = [...rows].sort(
        (a, b) =>
          (a[key.column] < b[key.column] ? -1 : a[key.column] > b[key.column] ? 1 : 0) *
          (key.desc ? -1 : 1),
      );
    const pages = rows.reduce((sum, b) => sum + b.pages, 0);
    return Promise.resolve({
      kind: 'ok',
      page: {
        rows: rows.slice(query.offset, query.offset + query.limit),
        total: rows.length,
        sums: { pages },
      },
    });
  },
};

function Books() {
  const [state, dispatch] = useReducer(
    recordReducer(books),
    defaultRecordState(books, [{ column: 'title', desc: false }]),
  );
  return (
    <main>
      <RecordTable
        table={books}
        state={state}
        dispatch={dispatch}
        source={memory}
        revision={0}
        presenter={{
          key: (b) => b.title,
          label: (b) => b.title,
          headerColumn: 'title',
          cell: (c, b) => String(b[c]),
        }}
        formatSum={(_c, v) => String(v)}
        describeFilter={(f) => `${f.column} ${f.operator}`}
      />
    </main>
  );
}

let root: Root;
let host: HTMLElement;
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const titles = () => [...host.querySelectorAll('[role="rowheader"]')].map((c) => c.textContent);
const button = (name: string) =>
  [...host.querySelectorAll('button')].find(
    (b) => b.textContent?.trim() === name,
  ) as HTMLButtonElement;

describe('a table that needs nothing but its definition', () => {
  it("renders three plain records with the specification's generic defaults", async () => {
    await act(async () => root.render(<Books />));
    await settle();
    const grid = host.querySelector('[role="grid"]');
    expect(grid?.getAttribute('aria-label')).toBe('Books');
    expect(
      [...host.querySelectorAll('[role="columnheader"]')].map((h) => h.getAttribute('aria-label')),
    ).toEqual([
      null, // the selection column
      'Title',
      'Author',
      'Pages',
    ]);
    expect(titles()).toEqual(['Bleak House', 'Emma', 'Middlemarch']);
    // Generic defaults: 150 px columns, a page of 10 among 10/20/50/100.
    const title = host.querySelector<HTMLElement>('[role="columnheader"][aria-label="Title"]');
    expect(title?.style.width).toBe('150px');
    const size = host.querySelector<HTMLSelectElement>('.pager-size select');
    expect(size?.value).toBe('10');
    expect([...(size?.options ?? [])].map((o) => o.value)).toEqual(['10', '20', '50', '100']);
    // The footer's totals, each a term and its value: how many, and the sum the definition names.
    const totals = host.querySelector('[aria-label="Totals of all matching books"]');
    const pairs = [...(totals?.querySelectorAll('dt') ?? [])].map(
      (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
    );
    expect(pairs).toEqual(['Books: 3', 'Pages: 2371']);
  });

  it('switches views, sorts from a header, and selects with the bulk bar', async () => {
    await act(async () => root.render(<Books />));
    await settle();
    await act(async () => button('Long').click());
    await settle();
    expect(titles()).toEqual(['Bleak House', 'Middlemarch']);
    await act(async () => button('All').click());
    await settle();
    const pages = host.querySelector<HTMLButtonElement>('[aria-label="Pages"] .header-sort');
    await act(async () => pages?.click());
    await settle();
    expect(titles()).toEqual(['Emma', 'Middlemarch', 'Bleak House']);
    const box = host.querySelector<HTMLInputElement>('input[aria-label="Select Emma"]');
    await act(async () => box?.click());
    // The bulk bar's status (the Columns menu has one of its own, empty until a column moves).
    const statuses = [...host.querySelectorAll('[role="status"]')].map((el) => el.textContent);
    expect(statuses).toContain('1 selected');
    expect(button('Lend').getAttribute('aria-disabled')).toBe('false');
  });

  it("moves focus from 'Select all…' to 'Clear selection', and from that to the bar", async () => {
    await act(async () => root.render(<Books />));
    await settle();
    const box = host.querySelector<HTMLInputElement>('input[aria-label="Select Emma"]');
    await act(async () => box?.click());
    const statuses = () =>
      [...host.querySelectorAll('[role="status"]')].map((el) => el.textContent);
    await act(async () => button('Select all 3 that match').click());
    expect(statuses()).toContain('3 selected (all that match)');
    expect(document.activeElement).toBe(button('Clear selection'));
    await act(async () => button('Clear selection').click());
    expect(statuses()).toContain('No books selected');
    expect(document.activeElement).toBe(host.querySelector('[aria-label="Bulk actions"]'));
    expect(button('Lend').getAttribute('aria-disabled')).toBe('true');
  });

  it('is one Tab stop, which follows focus from cell to cell', async () => {
    await act(async () => root.render(<Books />));
    await settle();
    const grid = host.querySelector<HTMLElement>('[role="grid"]');
    const stops = () =>
      [...(grid?.querySelectorAll<HTMLElement>('input, button, a[href], [tabindex]') ?? [])].filter(
        (el) => el.tabIndex >= 0,
      );
    expect(grid?.hasAttribute('tabindex')).toBe(false);
    expect(stops()).toEqual([host.querySelector('input[aria-label="Select Bleak House"]')]);
    // A cell with no control of its own is the stop itself once focus is on it.
    const author = host.querySelector<HTMLElement>('[data-row="1"] .cell-author');
    await act(async () => author?.focus());
    expect(stops()).toEqual([author]);
    // A header's stop is its sort button, with its menu button and resize handle after it.
    const sort = host.querySelector<HTMLElement>('[aria-label="Pages"] .header-sort');
    await act(async () => sort?.focus());
    expect(stops().map((el) => el.getAttribute('aria-label') ?? el.textContent)).toEqual([
      'Pages',
      'Column options for Pages',
      'Resize Pages',
    ]);
  });
});
