import { createInvoiceService } from '../../src/worker/service';
import { localToday } from '../../src/domain/dates';
import { parseSizes } from '../sizesArg';
import { memoryKeptStore, startSqlJs } from '../nodeWorker';

/**
 * Backup and restore of a whole sample of N invoices, in Node, through the worker's own service
 * (the code the browser's worker runs). Backup: from the click's request to the last part handed
 * to the file (the page's sink), the export included. Restore: checking the file (header,
 * versions, quick_check, migration, what it holds), keeping it (the checkpoint's copy), then
 * opening it as the screen does after a restore, to its first page of rows. The kept store is
 * in memory here; in the browser OPFS adds its write (0.6 s at a million, storage/opfs.ts).
 */

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const firstPage = {
  filters: [],
  search: '',
  sort: [{ column: 'date' as const, desc: true }],
  page: { index: 0, size: 20 },
};

export async function main(argv: string[]): Promise<void> {
  const sizes = parseSizes(argv, [100_000]);
  const { SQL, createDatabase } = await startSqlJs();
  const openDatabase = (bytes: Uint8Array) => new SQL.Database(bytes);
  const today = localToday();
  console.log('\nBackup and restore, in Node through the worker service\n');
  for (const count of sizes) {
    const source = createInvoiceService({ createDatabase, today });
    await source.load(count);
    await source.settled();
    const contents = {
      savedAt: new Date().toISOString(),
      choice: { kind: 'own' },
      changes: [{ key: 1, change: { kind: 'approve', ids: [1, 2, 3] } }],
      views: [],
      settings: {},
    };
    const parts: Uint8Array[] = [];
    let cpu = process.cpuUsage();
    let started = performance.now();
    const backup = await source.backup(contents, undefined, async (part) => {
      parts.push(part);
    });
    const backupMs = performance.now() - started;
    let used = process.cpuUsage(cpu);
    if (backup.kind !== 'ok') throw new Error(JSON.stringify(backup));
    const mb = (backup.bytes / 1024 ** 2).toFixed(0);
    console.log(
      `backup ${count.toLocaleString('en-GB')} invoices (${mb} MB): ${seconds(backupMs)} ` +
        `(CPU ${seconds((used.user + used.system) / 1000)})`,
    );
    const file = new Uint8Array(backup.bytes);
    let at = 0;
    for (const part of parts) {
      file.set(part, at);
      at += part.length;
    }
    parts.length = 0;
    await source.load(1);

    const kept = memoryKeptStore();
    const target = createInvoiceService({
      createDatabase,
      openDatabase,
      openKeptStore: async () => kept,
      today,
    });
    await target.open({ kind: 'choose', choice: { kind: 'own' } });
    cpu = process.cpuUsage();
    started = performance.now();
    const checked = await target.inspectBackup(file, 'bills.sqlite');
    const checkedAt = performance.now();
    if (checked.kind !== 'ready') throw new Error(checked.message);
    const restored = await target.restoreBackup(1);
    const keptAt = performance.now();
    if (restored.kind !== 'ok') throw new Error(JSON.stringify(restored));
    const opened = await target.open({ kind: 'stored', linkSize: null });
    if (opened.kind !== 'ok' || opened.from !== 'kept') throw new Error(JSON.stringify(opened));
    const page = await target.query(firstPage);
    const ended = performance.now();
    used = process.cpuUsage(cpu);
    if (page.kind !== 'ok' || page.rows.length === 0) throw new Error('No rows after the restore');
    console.log(
      `restore ${checked.summary.bills.toLocaleString('en-GB')} invoices: ${seconds(ended - started)} ` +
        `to the first page (check ${seconds(checkedAt - started)}, keep ${seconds(keptAt - checkedAt)}, ` +
        `open ${seconds(ended - keptAt)}; CPU ${seconds((used.user + used.system) / 1000)})`,
    );
    await target.load(1);
  }
}
