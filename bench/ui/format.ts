/** 12.3 ms, 456 ms, 7.89 s; a dash for no number. */
export function formatMs(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 100) return `${ms.toFixed(1)} ms`;
  if (ms < 1000) return `${ms.toFixed(0)} ms`;
  return `${(ms / 1000).toFixed(2)} s`;
}

/** The longest main-thread task: long tasks are only reported from 50 ms, so none reads "< 50 ms". */
export function formatTask(ms: number | null): string {
  if (ms === null) return '—';
  return ms === 0 ? '< 50 ms' : formatMs(ms);
}

export function formatRatio(ratio: number | null): string {
  if (ratio === null) return '—';
  return `${ratio.toFixed(ratio < 10 ? 1 : 0)}×`;
}

export function formatCount(n: number): string {
  return new Intl.NumberFormat('en-GB').format(n);
}

/** A plain-text table with columns padded to fit; the first column left, the rest right. */
export function textTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(header), rule, ...rows.map(line)].join('\n');
}

export function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`;
  const rule = `| ${header.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}
