import { spawnSync } from 'node:child_process';

/** What one of the Node benches of the kept table printed (`npm run bench:backup`, `:migrate`). */
export interface StorageRun {
  command: string;
  lines: string[];
  failed: boolean;
}

/**
 * Backup, restore and migration at the sizes of 100,000 and more, as `npm run bench` reports
 * them beside the screen's figures (issue 25). They run in Node through the worker's service
 * (bench/backup, bench/migrate): the browser's own OPFS write is not in them.
 */
export function storageRuns(sizes: readonly number[], log: (line: string) => void): StorageRun[] {
  const large = sizes.filter((size) => size >= 100_000);
  if (large.length === 0) return [];
  return ['backup', 'migrate'].map((bench) => {
    const args = [`bench/${bench}.bench.mjs`, '--sizes', large.join(',')];
    const command = `node ${args.join(' ')}`;
    log(`Running ${command}…`);
    const run = spawnSync(process.execPath, args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 16 * 2 ** 20,
    });
    const lines = (run.stdout ?? '').split('\n').filter((line) => line.trim() !== '');
    for (const line of lines) log(`  ${line}`);
    return { command, lines, failed: run.status !== 0 };
  });
}

/** The runs as a Markdown section, or nothing when none ran. */
export function storageMarkdown(runs: readonly StorageRun[]): string {
  if (runs.length === 0) return '';
  const parts = ['', '## Backup, restore and migration (Node, through the worker’s service)', ''];
  for (const run of runs) {
    parts.push(`\`${run.command}\`${run.failed ? ' (failed)' : ''}:`, '', '```');
    parts.push(...run.lines, '```', '');
  }
  return parts.join('\n');
}
