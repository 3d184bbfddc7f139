import type { SizeResult } from './measure';
import type { Timing } from './stats';

const mb = (bytes: number | undefined) =>
  bytes === undefined ? 'n/a' : `${(bytes / 1_048_576).toFixed(0)} MB`;
const ms = (value: number | undefined) => (value === undefined ? '' : value.toFixed(1));

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i < 2 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.map(line),
  ].join('\n');
}

const key = (r: { group: string; name: string }) => `${r.group}\u0000${r.name}`;

/** A Markdown table of medians and p95 per interaction; with `before`, its p95 beside ours. */
export function formatSize(result: SizeResult, before?: SizeResult): string {
  const old = new Map((before?.rows ?? []).map((r) => [key(r), r]));
  const header = ['group', 'interaction', 'cold median', 'cold p95', 'warm median', 'warm p95'];
  if (before) header.push('before: cold p95', 'warm p95');
  const rows = result.rows.map((r) => {
    const cells = [
      r.group,
      r.name,
      ms(r.cold?.median),
      ms(r.cold?.p95),
      ms(r.warm.median),
      ms(r.warm.p95),
    ];
    const prior = old.get(key(r));
    if (before) cells.push(ms(prior?.cold?.p95), ms(prior?.warm.p95));
    return cells;
  });
  const worst = (pick: (r: SizeResult['rows'][number]) => Timing | undefined) =>
    Math.max(...result.rows.map((r) => pick(r)?.p95 ?? 0));
  const { stats } = result;
  const lines = [
    `## ${result.size.toLocaleString('en-GB')} invoices`,
    '',
    `load ${ms(result.loadMs)} ms (CPU ${ms(result.loadCpuMs)} ms)` +
      `${before ? ` (before ${ms(before.loadMs)} ms, CPU ${ms(before.loadCpuMs)} ms)` : ''}, ` +
      `searchable ${ms(result.searchableMs)} ms (CPU ${ms(result.searchableCpuMs)} ms), ` +
      `${result.progressReports} progress reports; database ${mb(stats.databaseBytes)}` +
      `${before ? ` (before ${mb(before.stats.databaseBytes)})` : ''}, wasm heap ${mb(stats.wasmHeapBytes)}` +
      `${before ? ` (before ${mb(before.stats.wasmHeapBytes)})` : ''}, JS heap ${mb(result.jsHeapBytes)}, rss ${mb(result.rssBytes)}`,
    `worst p95: cold ${ms(worst((r) => r.cold))} ms, warm ${ms(worst((r) => r.warm))} ms (SQL ms as the service reports it)`,
    '',
    table(header, rows),
    '',
    table(
      ['bulk action', 'count', 'ms', ...(before ? ['before ms'] : [])],
      result.bulk.map((b) => {
        const prior = before?.bulk.find((x) => x.name === b.name);
        return [b.name, String(b.count), ms(b.ms), ...(before ? [ms(prior?.ms)] : [])];
      }),
    ),
    '',
  ];
  return lines.join('\n');
}
