import initSqlJs from 'sql.js';
import { generateInvoices } from '../src/domain/sample';
import { loadInvoices } from '../src/sql/io/load';
import { approveInvoices } from '../src/sql/write/mutations';
import { approveBasedOn } from '../src/sql/write/versionedWrites';
import { percentile } from './stats';

/**
 * What row versions cost an Approve of 150,000 drafts at 1,000,000 invoices: the plain write
 * (before) and the versioned one (after, which also records 150,000 row versions), alternated on
 * one database, each undone between runs. Usage (from the repository):
 *   node -e "import('vite').then(v => v.runnerImport('./bench/approveVersions.ts',
 *     { configFile: false, logLevel: 'error' })).then(r => r.module.main())"
 */
export async function main(runs = 5, size = 1_000_000, approving = 150_000): Promise<void> {
  const today = '2026-11-21';
  const SQL = await initSqlJs();
  const db = new SQL.Database();
  loadInvoices(db, generateInvoices({ count: size, today }));
  const drafts = (
    db.exec(`SELECT id FROM invoices WHERE status = 'draft' ORDER BY id LIMIT ${approving}`)[0]
      ?.values ?? []
  ).map((row) => Number(row[0]));
  const selection = { kind: 'ids' as const, ids: drafts };
  const undo = () => {
    db.run(`UPDATE invoices SET status = 'draft' WHERE id IN (SELECT value FROM json_each(?))`, [
      JSON.stringify(drafts),
    ]);
    db.exec('DELETE FROM row_versions');
  };
  const before: number[] = [];
  const after: number[] = [];
  const context = { today };
  // Creates the version tables, so neither side pays for that.
  await approveBasedOn(db, { kind: 'ids', ids: [] }, 0, context);
  for (let run = 0; run < runs; run += 1) {
    let started = performance.now();
    const plain = await approveInvoices(db, selection, context);
    before.push(performance.now() - started);
    undo();
    started = performance.now();
    const versioned = await approveBasedOn(db, selection, 0, context);
    after.push(performance.now() - started);
    undo();
    if (plain.length !== versioned.ids.length) throw new Error('the two writes differ');
  }
  const b = percentile(before, 0.5);
  const a = percentile(after, 0.5);
  console.log(
    JSON.stringify({
      invoices: size,
      approved: drafts.length,
      runs,
      beforeMs: before.map(Math.round),
      afterMs: after.map(Math.round),
      medianBeforeMs: Math.round(b),
      medianAfterMs: Math.round(a),
      ratio: Number((a / b).toFixed(3)),
    }),
  );
}
