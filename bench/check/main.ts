import { localToday } from '../../src/domain/dates';
import { sampleSizes } from '../../src/domain/sampleSizes';
import { checkedTables, quickCheckTable } from '../../src/sql/io/quickCheck';
import { yieldMacrotask } from '../../src/shared/latest';
import { checkInSteps } from '../../src/worker/keptCheck';
import { createInvoiceService } from '../../src/worker/service';
import { parseSizes } from '../sizesArg';
import { memoryKeptStore, startSqlJs } from '../nodeWorker';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/**
 * The check a reopened checkpoint gets once its first rows are shown (src/worker/keptCheck.ts):
 * a sample of N saved as the worker saves it (`export()`), opened from those bytes as a reload
 * opens it, then SQLite's quick_check a table at a time. Reports the whole check, each table's
 * step (the longest is the longest a read waits behind the check), and the CPU time.
 */
export async function main(argv: string[]): Promise<void> {
  const sizes = parseSizes(argv, [100_000]);
  const { SQL, createDatabase } = await startSqlJs();
  console.log('\nquick_check of a reopened checkpoint, in Node\n');
  for (const count of sizes) {
    const files = new Map<string, Uint8Array>();
    const source = createInvoiceService({
      createDatabase,
      today: localToday(),
      openKeptStore: async () => memoryKeptStore(files),
    });
    const size = sampleSizes.find((s) => s === count);
    if (size === undefined) throw new Error(`Sizes are ${sampleSizes.join(', ')}`);
    await source.open({ kind: 'choose', choice: { kind: 'sample', size } });
    await source.settled();
    const checkpoint = await source.checkpoint(0, true);
    const saved = [...files.values()][0];
    if (checkpoint.kind !== 'ok' || !saved) throw new Error(JSON.stringify(checkpoint));
    await source.load(1);
    const db = new SQL.Database(saved);
    const mb = (saved.length / 1024 ** 2).toFixed(0);
    const steps: { table: string; ms: number }[] = [];
    for (const table of checkedTables(db)) {
      const started = performance.now();
      if (quickCheckTable(db, table) !== null) throw new Error(`${table} failed its check`);
      steps.push({ table, ms: performance.now() - started });
    }
    const cpu = process.cpuUsage();
    const outcome = await checkInSteps(db, {
      pause: yieldMacrotask,
      current: () => db,
      now: () => performance.now(),
    });
    const used = process.cpuUsage(cpu);
    if (outcome.kind !== 'passed') throw new Error(JSON.stringify(outcome));
    db.close();
    const slowest = steps.sort((a, b) => b.ms - a.ms).slice(0, 3);
    console.log(
      `${count.toLocaleString('en-GB')} invoices (${mb} MB): ${seconds(outcome.ms)} in ` +
        `${outcome.tables} steps, the longest ${seconds(outcome.longestStepMs)} ` +
        `(CPU ${seconds((used.user + used.system) / 1000)}); slowest tables: ` +
        slowest.map((s) => `${s.table} ${seconds(s.ms)}`).join(', '),
    );
  }
}
