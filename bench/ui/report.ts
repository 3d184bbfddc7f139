import { formatCount, formatMs, formatRatio, formatTask, markdownTable, textTable } from './format';
import { findPage, ratio, summarize } from './summary';
import type { BenchResult, PageResult } from './types';
import { ageingIds } from './ageing';
import { suppliersIds } from './suppliers';

const header = [
  'interaction',
  'n ours/base',
  'ours median',
  'ours p95',
  'ours SQL p95',
  'ours longest task',
  'base median',
  'base p95',
  'base longest task',
  'base/ours p95',
  'ours press p95',
  'base press p95',
];

const interactionIds = [
  'view',
  'search',
  'filter',
  'lastPage',
  'sort',
  'group',
  'openGroup',
  ...ageingIds,
  // The Suppliers list's (issue 27), beside the bills list's: ours only.
  ...suppliersIds,
];

function labelOf(id: string, pages: (PageResult | undefined)[]): string {
  for (const page of pages) {
    const found = page?.interactions.find((i) => i.id === id);
    if (found) return found.label;
  }
  return id;
}

/** The rows of one size's table: load first, then each interaction. */
export function sizeRows(result: BenchResult, size: number): string[][] {
  const ours = findPage(result.pages, 'ours', size);
  const base = findPage(result.pages, 'baseline', size);
  const rows: string[][] = [
    [
      'load (to first rows painted)',
      '1/1',
      formatMs(ours?.loadMs ?? null),
      '',
      '',
      formatTask(ours?.loadLongestTaskMs ?? null),
      formatMs(base?.loadMs ?? null),
      '',
      formatTask(base?.loadLongestTaskMs ?? null),
      formatRatio(ratio(base?.loadMs ?? null, ours?.loadMs ?? null)),
      '',
      '',
    ],
    [
      'reopen (saved table, to first rows painted)',
      '1/0',
      formatMs(ours?.reopenMs ?? null),
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
    ],
  ];
  for (const id of interactionIds) {
    const o = summarize(ours?.interactions.find((i) => i.id === id));
    const b = summarize(base?.interactions.find((i) => i.id === id));
    rows.push([
      labelOf(id, [ours, base]),
      `${o?.n ?? 0}/${b?.n ?? 0}`,
      formatMs(o?.median ?? null),
      formatMs(o?.p95 ?? null),
      formatMs(o?.sqlP95 ?? null),
      formatTask(o?.longestTaskMs ?? null),
      formatMs(b?.median ?? null),
      formatMs(b?.p95 ?? null),
      formatTask(b?.longestTaskMs ?? null),
      formatRatio(ratio(b?.p95 ?? null, o?.p95 ?? null)),
      formatMs(o?.pressP95 ?? null),
      formatMs(b?.pressP95 ?? null),
    ]);
  }
  return rows;
}

/** Ours: the worker's memory beside the database's own size, at first rows and once saved. */
function workerNote(page: PageResult): string {
  const at = (label: string, worker?: number | null, database?: number | null) =>
    worker == null ? [] : [`${label} ${worker} MB, database ${database ?? '?'} MB`];
  const parts = [
    ...at('first rows', page.workerMB, page.databaseMB),
    ...at('saved', page.workerMBSaved, page.databaseMBSaved),
  ];
  return parts.length === 0 ? '' : `; worker at ${parts.join(', at ')}`;
}

export function sizeNotes(result: BenchResult, size: number): string[] {
  const notes: string[] = [];
  for (const page of result.pages.filter((p) => p.size === size)) {
    if (page.skipped) notes.push(`${page.page}: SKIPPED: ${page.skipped}`);
    for (const i of page.interactions) {
      for (const note of i.notes) notes.push(`${page.page}, ${i.label}: ${note}`);
    }
    const afterGc = page.pageHeapMB == null ? '' : ` (${page.pageHeapMB} MB after a GC)`;
    notes.push(
      `${page.page}: longest main-thread task at any time: ${formatTask(page.longestTaskMs)}; ` +
        `main-thread JS heap after load: ${page.mainHeapMB ?? '?'} MB${afterGc}${workerNote(page)}`,
    );
  }
  return notes;
}

export function sizes(result: BenchResult): number[] {
  return [...new Set(result.pages.map((p) => p.size))];
}

export function bulkLines(result: BenchResult): string[] {
  const bulk = result.bulkApprove;
  if (!bulk)
    return [
      "'Select all that match your filters' then Approve: not run at this size list",
      ...bulkWriteLines(result),
    ];
  const sample = bulk.samples[0];
  const head = `'Select all that match your filters' then Approve, ours at ${formatCount(bulk.size)}`;
  const measured = sample
    ? `: ${formatMs(sample.ms)} to the refreshed rows, longest main-thread task ${formatTask(sample.longestTaskMs)}`
    : '';
  return [`${head}${measured}`, ...bulk.notes.map((n) => `  ${n}`), ...bulkWriteLines(result)];
}

/** Each bulk write at each size, click to refreshed rows (bulk.ts, bulkWrites). */
export function bulkWriteLines(result: BenchResult): string[] {
  return (result.bulkWrites ?? []).flatMap((writes) => [
    `Bulk writes, ours at ${formatCount(writes.size)} (click to refreshed rows):`,
    ...writes.samples.map((s) => `  ${s.detail}: ${formatMs(s.ms)}`),
    ...writes.notes.map((n) => `  ${n}`),
  ]);
}

export function textReport(result: BenchResult, goals: string[]): string {
  const parts = [
    `UI bench ${result.startedAt} (${result.minutes.toFixed(1)} min): ` +
      Object.entries(result.environment)
        .map(([k, v]) => `${k} ${v}`)
        .join(', '),
    'Times are input event → first animation frame after the rows for it committed (median/p95 over n).',
    'Buttons are pressed as a person does (pointerdown, ~60 ms, pointerup): times run from the click; ' +
      "'press p95' from the pointerdown.",
  ];
  for (const size of sizes(result)) {
    parts.push(`\n${formatCount(size)} invoices`);
    parts.push(textTable(header, sizeRows(result, size)));
    parts.push(...sizeNotes(result, size).map((n) => `  * ${n}`));
  }
  parts.push('', ...bulkLines(result), '', 'Goals (issue 5)', ...goals.map((g) => `  ${g}`));
  return parts.join('\n');
}

export function markdownReport(result: BenchResult, goals: string[]): string {
  const parts = [
    `# UI bench, ${result.startedAt}`,
    '',
    `${result.minutes.toFixed(1)} minutes. ` +
      Object.entries(result.environment)
        .map(([k, v]) => `${k}: ${v}`)
        .join('; ') +
      '.',
    '',
    'Times run from the input event to the first animation frame after the rows for that input ' +
      'committed, measured the same way on both pages (src/perf/paintMarks.ts). "Longest task" is ' +
      "the longest main-thread task (PerformanceObserver 'longtask') overlapping the interaction.",
  ];
  for (const size of sizes(result)) {
    parts.push(
      '',
      `## ${formatCount(size)} invoices`,
      '',
      markdownTable(header, sizeRows(result, size)),
    );
    const notes = sizeNotes(result, size);
    if (notes.length > 0) parts.push('', ...notes.map((n) => `- ${n}`));
  }
  parts.push('', '## Bulk approve', '', ...bulkLines(result).map((l) => `- ${l.trim()}`));
  parts.push('', '## Goals (issue 5)', '', ...goals.map((g) => `- ${g}`));
  return `${parts.join('\n')}\n`;
}
