import { describe, expect, it } from 'vitest';
import { defineTable, tableDefaults } from '../../src/table/definition';
import {
  defaultColumnLayout,
  isColumnVisible,
  placeColumns,
  selectionColumnWidth,
  setVisibility,
  setWidth,
} from '../../src/table/columnLayout';
import { billsTable } from '../../src/bills/definition';
import { columns } from '../../src/domain/columns';

/** A third kind of record, with nothing behind it: three plain records of a reading list. */
type BookColumn = 'title' | 'author' | 'pages';
const books = defineTable<BookColumn, never, never, 'archive'>({
  name: 'Books',
  noneMatch: 'No books match.',
  columns: [
    { id: 'title', header: 'Title', hideable: false },
    { id: 'author', header: 'Author' },
    { id: 'pages', header: 'Pages', align: 'end', hiddenByDefault: true },
  ],
  views: [{ id: 'all', label: 'All' }],
  bulkActions: [{ id: 'archive', label: 'Archive', undoable: true }],
});

describe('a table declared with nothing but its definition', () => {
  it("takes the specification's generic defaults where its definition is silent", () => {
    expect(books.defaultPageSize).toBe(10);
    expect(books.pageSizes).toEqual([10, 20, 50, 100]);
    expect(books.columns.map((c) => [c.header, c.width, c.align])).toEqual([
      ['Title', 150, 'start'],
      ['Author', 150, 'start'],
      ['Pages', 150, 'end'],
    ]);
    expect(books.widthBounds.min).toBe(20);
    expect(
      books.columns.every((c) => c.sortable && c.pinnable && !c.editable && !c.wholeOnHover),
    ).toBe(true);
  });

  it('lays out its columns: the hidden one left out, each 150 px after the selection column', () => {
    const layout = defaultColumnLayout(books);
    const { placed, totalWidth } = placeColumns(books, layout);
    expect(placed.map((c) => c.id)).toEqual(['title', 'author']);
    expect(totalWidth).toBe(selectionColumnWidth + 300);
    const shown = setVisibility(books, layout, 'pages', true);
    expect(placeColumns(books, shown).placed.map((c) => c.id)).toEqual([
      'title',
      'author',
      'pages',
    ]);
    // A column that may not be hidden stays.
    expect(isColumnVisible(books, setVisibility(books, layout, 'title', false), 'title')).toBe(
      true,
    );
  });

  it('keeps a resized column to at least 20 px, with no upper bound of its own', () => {
    const layout = defaultColumnLayout(books);
    expect(setWidth(books, layout, 'author', 4).columnSizing.author).toBe(20);
    expect(setWidth(books, layout, 'author', 1200).columnSizing.author).toBe(1200);
    expect(setWidth(books, layout, 'author', null).columnSizing.author).toBeUndefined();
  });

  it('refuses a definition that contradicts itself, saying what is wrong', () => {
    const column = { id: 'a', header: 'A' } as const;
    expect(() =>
      defineTable({ name: 'Twice', noneMatch: '', columns: [column, column], views: [] }),
    ).toThrow('Twice: two columns share an id');
    expect(() =>
      defineTable({ name: 'Odd', noneMatch: '', columns: [column], views: [], defaultPageSize: 7 }),
    ).toThrow('Odd: default page size 7 is not offered');
    expect(() =>
      defineTable({ name: 'Thin', noneMatch: '', columns: [{ ...column, width: 10 }], views: [] }),
    ).toThrow('Thin: column a starts outside its width bounds');
  });
});

describe('the bills list as one instance of the table', () => {
  it('keeps its own page size and width bounds, not the generic ones', () => {
    expect(billsTable.defaultPageSize).toBe(20);
    expect(billsTable.defaultPageSize).not.toBe(tableDefaults.defaultPageSize);
    expect(billsTable.widthBounds).toEqual({ min: 32, max: 800 });
    expect(billsTable.clampWidth(5)).toBe(32);
    expect(billsTable.clampWidth(5000)).toBe(800);
  });

  it('declares every column of the catalogue, with its header, width and alignment', () => {
    expect(billsTable.columns.map((c) => [c.id, c.header, c.width, c.align])).toEqual(
      columns.map((c) => [c.id, c.label, c.width, c.align]),
    );
    expect(billsTable.column('from').hideable).toBe(false);
    // From, Reference and Notes, cut short, show whole on hover and on focus.
    expect(billsTable.columns.filter((c) => c.wholeOnHover).map((c) => c.id)).toEqual([
      'from',
      'reference',
      'notes',
    ]);
    expect(billsTable.name).toBe('Invoices');
  });
});
