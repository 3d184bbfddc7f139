import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyViewCommand,
  copyLabel,
  getDefaultViews,
  maxViewLabelLength,
  maxViews,
  newViewId,
  parseViewLabel,
  type SavedView,
  type ViewCommand,
} from '../../../src/app/views/savedViews';
import type { ViewSnapshot } from '../../../src/app/state/viewSnapshot';
import { parseStoredViews } from '../../../src/app/views/viewSchema';
import { columnIds } from '../../../src/domain/columns';

function defaults(): SavedView[] {
  return getDefaultViews();
}

function snapshotWith(patch: Partial<ViewSnapshot>): ViewSnapshot {
  const base = defaults()[0];
  if (!base) throw new Error('no default view');
  return { ...base.snapshot, ...patch };
}

const customSnapshot = snapshotWith({
  filters: [{ column: 'paid', operator: 'greaterThan', value: 123456 }],
  search: 'globex',
  sorting: [{ column: 'due', desc: false }],
  columnSizing: { notes: 400 },
  pageSize: 50,
  layout: 'continuous',
  density: 'compact',
});

function ok<T>(result: { ok: true; value: T } | { ok: false; errors: string[] }): T {
  if (!result.ok) throw new Error(`expected ok, got ${result.errors.join('; ')}`);
  return result.value;
}

function manyViews(n: number): SavedView[] {
  const base = defaults()[0];
  if (!base) throw new Error('no default view');
  return Array.from({ length: n }, (_, i) => ({ ...base, id: `v${i}`, label: `View ${i}` }));
}

describe('getDefaultViews', () => {
  it('is the five built-in views, in order', () => {
    const views = defaults();
    expect(views.map((v) => [v.id, v.label])).toEqual([
      ['all', 'All'],
      ['draft', 'Draft'],
      ['awaiting-payment', 'Awaiting Payment'],
      ['overdue', 'Overdue'],
      ['paid', 'Paid'],
    ]);
  });

  it('gives each view its filters (DESIGN.md, Views)', () => {
    const filters = Object.fromEntries(defaults().map((v) => [v.id, v.snapshot.filters]));
    expect(filters).toEqual({
      all: [],
      draft: [{ column: 'status', operator: 'is', values: ['draft'] }],
      'awaiting-payment': [{ column: 'status', operator: 'is', values: ['awaiting-payment'] }],
      overdue: [
        { column: 'status', operator: 'is', values: ['awaiting-payment'] },
        { column: 'dueDate', operator: 'before', value: 'today' },
      ],
      paid: [{ column: 'status', operator: 'is', values: ['paid'] }],
    });
  });

  it('starts every view sorted by date, newest first, 20 per page, with the default layout', () => {
    for (const view of defaults()) {
      expect(view.snapshot).toEqual({
        filters: view.snapshot.filters,
        search: '',
        sorting: [{ column: 'date', desc: true }],
        columnOrder: [...columnIds],
        columnVisibility: {},
        columnPinning: { left: ['from'], right: [] },
        columnSizing: {},
        pageSize: 20,
        layout: 'paged',
        density: 'comfortable',
        groupBy: 'none',
      });
    }
  });

  it('keeps the filters free of chip ids', () => {
    for (const view of defaults()) {
      for (const filter of view.snapshot.filters) expect(filter).not.toHaveProperty('id');
    }
  });
});

describe('parseViewLabel', () => {
  it.each([
    ['Big ones', 'Big ones'],
    ['  Big ones  ', 'Big ones'],
    ['\tTabbed\n', 'Tabbed'],
    ['Müller & Søn — 東京', 'Müller & Søn — 東京'],
    ['<b>bold</b>', '<b>bold</b>'],
    ['x'.repeat(60), 'x'.repeat(60)],
    [`   ${'y'.repeat(60)}   `, 'y'.repeat(60)],
  ])('accepts %j as %j', (input, label) => {
    expect(parseViewLabel(input)).toEqual({ ok: true, value: label });
  });

  it.each(['', ' ', '   ', '\t\n '])('refuses the empty name %j', (input) => {
    expect(parseViewLabel(input)).toEqual({ ok: false, errors: ['A view needs a name'] });
  });

  it('refuses a name over 60 characters', () => {
    expect(maxViewLabelLength).toBe(60);
    expect(parseViewLabel('x'.repeat(61))).toEqual({
      ok: false,
      errors: ['A view name can have at most 60 characters'],
    });
  });
});

describe('applyViewCommand: rename', () => {
  it('renames only that view, trimmed, keeping its id, place and snapshot', () => {
    const views = defaults();
    const next = ok(applyViewCommand(views, { type: 'rename', id: 'draft', label: '  Drafts  ' }));
    expect(next.map((v) => v.label)).toEqual([
      'All',
      'Drafts',
      'Awaiting Payment',
      'Overdue',
      'Paid',
    ]);
    expect(next[1]).toEqual({ ...views[1], label: 'Drafts' });
    expect(next.filter((v) => v.id !== 'draft')).toEqual(views.filter((v) => v.id !== 'draft'));
  });

  it.each(['', '   ', '\n'])('refuses the empty name %j with "A view needs a name"', (label) => {
    const views = defaults();
    const before = structuredClone(views);
    expect(applyViewCommand(views, { type: 'rename', id: 'draft', label })).toEqual({
      ok: false,
      errors: ['A view needs a name'],
    });
    expect(views).toEqual(before);
  });

  it('refuses a name over 60 characters and accepts one of exactly 60', () => {
    const views = defaults();
    const refused = applyViewCommand(views, { type: 'rename', id: 'all', label: 'n'.repeat(61) });
    expect(refused).toEqual({ ok: false, errors: ['A view name can have at most 60 characters'] });
    const renamed = ok(
      applyViewCommand(views, { type: 'rename', id: 'all', label: 'n'.repeat(60) }),
    );
    expect(renamed[0]?.label).toBe('n'.repeat(60));
  });

  it.each([
    ['Paid', 'Paid'],
    ['  paid ', 'Paid'],
    ['AWAITING PAYMENT', 'Awaiting Payment'],
  ])('refuses %j, a name another view has, saying so', (label, other) => {
    const views = defaults();
    expect(applyViewCommand(views, { type: 'rename', id: 'draft', label })).toEqual({
      ok: false,
      errors: [`Another view is already named "${other}"`],
    });
  });

  it("keeps a view's own name, or a change of its case", () => {
    const views = defaults();
    expect(ok(applyViewCommand(views, { type: 'rename', id: 'paid', label: 'Paid' }))).toEqual(
      views,
    );
    const next = ok(applyViewCommand(views, { type: 'rename', id: 'paid', label: 'PAID' }));
    expect(next[4]?.label).toBe('PAID');
  });

  it('does not change the list it was given', () => {
    const views = defaults();
    const before = structuredClone(views);
    ok(applyViewCommand(views, { type: 'rename', id: 'paid', label: 'Settled' }));
    expect(views).toEqual(before);
  });
});

describe('applyViewCommand: duplicate', () => {
  it("puts '<name> copy' right after the original, with the given snapshot and id", () => {
    const views = defaults();
    const next = ok(
      applyViewCommand(views, {
        type: 'duplicate',
        id: 'draft',
        newId: 'v-new',
        snapshot: customSnapshot,
      }),
    );
    expect(next.map((v) => v.id)).toEqual([
      'all',
      'draft',
      'v-new',
      'awaiting-payment',
      'overdue',
      'paid',
    ]);
    expect(next[2]).toEqual({ id: 'v-new', label: 'Draft copy', snapshot: customSnapshot });
    expect(next[1]).toEqual(views[1]);
  });

  it("names further copies '<name> copy 2', '<name> copy 3', each after the original", () => {
    let views = defaults();
    for (const newId of ['c1', 'c2', 'c3']) {
      views = ok(
        applyViewCommand(views, {
          type: 'duplicate',
          id: 'paid',
          newId,
          snapshot: customSnapshot,
        }),
      );
    }
    expect(views.map((v) => [v.id, v.label])).toEqual([
      ['all', 'All'],
      ['draft', 'Draft'],
      ['awaiting-payment', 'Awaiting Payment'],
      ['overdue', 'Overdue'],
      ['paid', 'Paid'],
      ['c3', 'Paid copy 3'],
      ['c2', 'Paid copy 2'],
      ['c1', 'Paid copy'],
    ]);
  });

  it("a copy of a copy is '<name> copy copy'", () => {
    const once = ok(
      applyViewCommand(defaults(), {
        type: 'duplicate',
        id: 'all',
        newId: 'c1',
        snapshot: customSnapshot,
      }),
    );
    const twice = ok(
      applyViewCommand(once, {
        type: 'duplicate',
        id: 'c1',
        newId: 'c2',
        snapshot: customSnapshot,
      }),
    );
    expect(twice.slice(0, 3).map((v) => v.label)).toEqual(['All', 'All copy', 'All copy copy']);
  });

  it('fills the first free number', () => {
    const views = manyViews(3).map((v, i) => ({
      ...v,
      label: ['Draft', 'Draft copy', 'Draft copy 3'][i] ?? v.label,
    }));
    expect(copyLabel(views, 'Draft')).toBe('Draft copy 2');
  });

  it('allows the 50th view and refuses the 51st', () => {
    expect(maxViews).toBe(50);
    const command: ViewCommand = {
      type: 'duplicate',
      id: 'v0',
      newId: 'extra',
      snapshot: customSnapshot,
    };
    expect(ok(applyViewCommand(manyViews(49), command))).toHaveLength(50);
    const full = manyViews(50);
    expect(applyViewCommand(full, command)).toEqual({
      ok: false,
      errors: ['There can be at most 50 views'],
    });
  });

  // A copy's name must be a name a view can have: at most 60 characters, nothing to trim,
  // and not one that is already on a tab (else storage drops it on reload, or two tabs read alike).
  it('a copy of a view with a long name (56–60 characters) gets a valid, new name', () => {
    for (const n of [56, 57, 58, 59, 60]) {
      let views: SavedView[] = manyViews(1).map((v) => ({ ...v, label: 'x'.repeat(n) }));
      for (const newId of ['c1', 'c2', 'c3']) {
        views = ok(
          applyViewCommand(views, { type: 'duplicate', id: 'v0', newId, snapshot: customSnapshot }),
        );
      }
      const labels = views.map((v) => v.label);
      expect(new Set(labels).size, `name of ${n} characters`).toBe(labels.length);
      for (const label of labels) {
        expect(parseViewLabel(label), `name of ${n} characters`).toEqual({
          ok: true,
          value: label,
        });
      }
    }
  });
});

describe('applyViewCommand: saved by the rules it is read back by', () => {
  const tooLong = snapshotWith({ search: 'x'.repeat(201) });

  it.each(['save', 'duplicate'] as const)('%s refuses a search over 200 characters', (type) => {
    const views = defaults();
    const command: ViewCommand =
      type === 'save'
        ? { type, id: 'draft', snapshot: tooLong }
        : { type, id: 'draft', newId: 'n1', snapshot: tooLong };
    expect(applyViewCommand(views, command)).toEqual({
      ok: false,
      errors: ['The view cannot be saved: search: is longer than 200 characters'],
    });
  });

  it('what it saves, storage reads back the same', () => {
    const saved = ok(
      applyViewCommand(defaults(), { type: 'save', id: 'draft', snapshot: customSnapshot }),
    );
    expect(parseStoredViews(JSON.parse(JSON.stringify(saved)))).toEqual({
      views: saved,
      problems: [],
      aside: [],
    });
  });
});

describe('applyViewCommand: delete', () => {
  it('removes that view and keeps the order of the rest', () => {
    const next = ok(applyViewCommand(defaults(), { type: 'delete', id: 'awaiting-payment' }));
    expect(next.map((v) => v.id)).toEqual(['all', 'draft', 'overdue', 'paid']);
    expect(next).toEqual(defaults().filter((v) => v.id !== 'awaiting-payment'));
  });

  it('refuses to delete the last remaining view', () => {
    let views = defaults();
    for (const id of ['all', 'draft', 'awaiting-payment', 'overdue']) {
      views = ok(applyViewCommand(views, { type: 'delete', id }));
    }
    expect(views.map((v) => v.id)).toEqual(['paid']);
    expect(applyViewCommand(views, { type: 'delete', id: 'paid' })).toEqual({
      ok: false,
      errors: ['The last view cannot be deleted'],
    });
  });
});

describe('applyViewCommand: a view that no longer exists', () => {
  it.each<ViewCommand>([
    { type: 'rename', id: 'gone', label: 'New name' },
    { type: 'duplicate', id: 'gone', newId: 'x', snapshot: customSnapshot },
    { type: 'save', id: 'gone', snapshot: customSnapshot },
    { type: 'delete', id: 'gone' },
  ])('refuses $type', (command) => {
    const views = defaults();
    const before = structuredClone(views);
    expect(applyViewCommand(views, command)).toEqual({
      ok: false,
      errors: ['That view no longer exists'],
    });
    expect(views).toEqual(before);
  });

  it('refuses a command replayed after the view was deleted in another tab', () => {
    const afterDelete = ok(applyViewCommand(defaults(), { type: 'delete', id: 'draft' }));
    expect(
      applyViewCommand(afterDelete, { type: 'save', id: 'draft', snapshot: customSnapshot }),
    ).toEqual({ ok: false, errors: ['That view no longer exists'] });
  });
});

describe('applyViewCommand: reset', () => {
  it('brings the five built-in views back from any list', () => {
    let views = defaults();
    views = ok(applyViewCommand(views, { type: 'rename', id: 'all', label: 'Everything' }));
    views = ok(applyViewCommand(views, { type: 'delete', id: 'paid' }));
    views = ok(applyViewCommand(views, { type: 'save', id: 'draft', snapshot: customSnapshot }));
    expect(ok(applyViewCommand(views, { type: 'reset' }))).toEqual(defaults());
    expect(ok(applyViewCommand([], { type: 'reset' }))).toEqual(defaults());
  });
});

describe('newViewId', () => {
  it('makes distinct ids that stored views accept', () => {
    const ids = Array.from({ length: 200 }, newViewId);
    expect(new Set(ids).size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^v-[a-z0-9]+-[a-z0-9]{1,6}$/);
  });
});

interface Step {
  type: string;
  pick: number;
  gone: boolean;
  label: string;
  custom: boolean;
}

describe('any sequence of view commands', () => {
  const labelArb = fc.oneof(
    fc.string({ maxLength: 70 }),
    fc.string({ unit: 'grapheme', maxLength: 64 }),
    { arbitrary: fc.integer({ min: 50, max: 62 }).map((n) => 'L'.repeat(n)), weight: 3 },
    fc.constantFrom('Draft', 'Draft copy', '  spaced  ', ''),
  );
  const stepArb = fc.record({
    type: fc.constantFrom('rename', 'duplicate', 'duplicate', 'save', 'delete', 'reset'),
    pick: fc.nat({ max: 6 }),
    gone: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
    label: labelArb,
    custom: fc.boolean(),
  });

  /** Replays steps from the defaults, checking `check` after every step; returns the list. */
  function replay(
    steps: readonly Step[],
    check: (
      views: SavedView[],
      command: ViewCommand,
      before: SavedView[],
      error?: string[],
    ) => void,
  ): SavedView[] {
    let views = defaults();
    let seq = 0;
    for (const step of steps) {
      const id = step.gone ? 'gone' : (views[step.pick % views.length]?.id ?? 'gone');
      const snapshot = step.custom ? customSnapshot : (views[0]?.snapshot ?? customSnapshot);
      const command: ViewCommand =
        step.type === 'rename'
          ? { type: 'rename', id, label: step.label }
          : step.type === 'duplicate'
            ? { type: 'duplicate', id, newId: `n${seq++}`, snapshot }
            : step.type === 'save'
              ? { type: 'save', id, snapshot }
              : step.type === 'delete'
                ? { type: 'delete', id }
                : { type: 'reset' };
      const before = structuredClone(views);
      const result = applyViewCommand(views, command);
      expect(views).toEqual(before);
      if (result.ok) views = result.value;
      check(views, command, before, result.ok ? undefined : result.errors);
    }
    return views;
  }

  it('keeps 1–50 views with unique ids, refuses commands on missing views, changes nothing in place', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 80 }), (steps) => {
        replay(steps, (views, command, before, errors) => {
          expect(views.length).toBeGreaterThanOrEqual(1);
          expect(views.length).toBeLessThanOrEqual(maxViews);
          expect(new Set(views.map((v) => v.id)).size).toBe(views.length);
          expect(new Set(views.map((v) => v.label.toLocaleLowerCase())).size).toBe(views.length);
          if (command.type !== 'reset' && command.id === 'gone') {
            expect(errors).toEqual(['That view no longer exists']);
            expect(views).toEqual(before);
          }
          if (errors) expect(views).toEqual(before);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('only ever makes valid names, so storage reads the list back unchanged', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 80 }), (steps) => {
        const views = replay(steps, (next) => {
          for (const view of next) {
            expect(parseViewLabel(view.label)).toEqual({ ok: true, value: view.label });
          }
        });
        const stored = JSON.parse(JSON.stringify(views)) as unknown;
        expect(parseStoredViews(stored)).toEqual({ views, problems: [], aside: [] });
      }),
      { numRuns: 300 },
    );
  });

  it('duplicating the newest copy of a built-in view again and again keeps valid names', () => {
    let views = defaults();
    let last = 'awaiting-payment';
    for (let i = 0; i < 12; i++) {
      const newId = `c${i}`;
      views = ok(
        applyViewCommand(views, { type: 'duplicate', id: last, newId, snapshot: customSnapshot }),
      );
      last = newId;
    }
    for (const view of views) {
      expect(parseViewLabel(view.label)).toEqual({ ok: true, value: view.label });
    }
    expect(parseStoredViews(JSON.parse(JSON.stringify(views))).problems).toEqual([]);
  });
});
