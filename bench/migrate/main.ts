import initSqlJs, { type Database, type SqlJsStatic } from 'sql.js';
import { generateInvoices } from '../../src/domain/sample';
import { createLoader, openStore } from '../../src/sql/io/load';
import { registerSearchFunctions } from '../../src/sql/schema/functions';
import { migrate, readDatabaseVersion, schemaVersion } from '../../src/sql/schema/migrations';
import { parseSizes } from '../sizesArg';
import { summarize } from '../stats';
import { asVersion10, asVersion12, asVersion9 } from './olderVersions';

/**
 * Times bringing a kept table to this version's schema as opening it does (`openStore`: the
 * connection's settings, every pending migration in one transaction, any missing index), from
 * two shapes made from the same sample: the schema kept just before versions (every table
 * there, no version: the steps find each and record it) and the first kept schema (e7eb92a:
 * no payments, contact totals, hidden set, bill lines, row versions or import records, so the
 * steps count payments and totals from the invoices). The sample is loaded once per size.
 * `--only 12` times only the shapes whose name holds '12' (version 12: the suppliers' running
 * totals, migration 13, alone). `--runs 3` opens each shape three times, each from its bytes
 * afresh, and prints the median too: one run at a million varies by a second or more on a busy
 * machine, and the sample (most of the bench's time) is still made only once.
 * Usage: node bench/migrate.bench.mjs [--sizes 100000,1000000] [--only text] [--runs 1]
 */

const today = '2026-11-21';

function load(db: Database, size: number, numberedApart = false): void {
  const loader = createLoader(db, { today });
  for (const batch of generateInvoices({ count: size, today, batchSize: 20_000 })) {
    // As a million imported bills: each Reference its supplier's own, apart from the number.
    loader.insert(numberedApart ? batch.map((r) => ({ ...r, reference: `PO ${r.id}` })) : batch);
  }
  for (const step of loader.finish()) void step;
}

const unversionSql =
  'DROP TABLE IF EXISTS schema_migrations; PRAGMA user_version = 0; PRAGMA application_id = 0;';

const firstKeptSql = `
DROP TABLE IF EXISTS payments;
DROP TRIGGER invoice_contact_totals_insert;
DROP TRIGGER invoice_contact_totals_delete;
DROP TRIGGER invoice_contact_totals_update;
DROP TABLE invoice_contact_totals;
DROP TABLE IF EXISTS hidden_invoices;
DROP TABLE IF EXISTS bill_lines;
DROP TABLE IF EXISTS row_versions;
DROP TABLE IF EXISTS data_version;
DROP TABLE IF EXISTS bill_imports;
VACUUM;`;

/** The value of `flag` in `argv` (or null) and `argv` without the flag and its value. */
function takeFlag(argv: string[], flag: string): [string | null, string[]] {
  const at = argv.indexOf(flag);
  return at === -1 ? [null, argv] : [String(argv[at + 1]), argv.toSpliced(at, 2)];
}

export async function main(argv: string[]): Promise<void> {
  const [onlyArg, rest] = takeFlag(argv, '--only');
  const [runsArg, sizeArgs] = takeFlag(rest, '--runs');
  const only = onlyArg ?? '';
  const runs = Number(runsArg ?? 1);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be 1 or more`);
  const sizes = parseSizes(sizeArgs, [100_000, 1_000_000]);
  const SQL = await initSqlJs();
  for (const size of sizes) {
    const shapes: [string, Uint8Array][] = [];
    const older: [string, boolean, (db: Database) => void][] = [
      ['version 12', false, asVersion12],
      ['version 10', false, asVersion10],
      ['version 9, sample', false, asVersion9],
      ['version 9, every number apart', true, asVersion9],
    ];
    for (const [shape, apart, downgrade] of older.filter(([name]) => name.includes(only))) {
      const previous = new SQL.Database();
      registerSearchFunctions(previous);
      load(previous, size, apart);
      downgrade(previous);
      shapes.push([shape, previous.export()]);
      previous.close();
    }
    if (only === '') {
      const made = new SQL.Database();
      load(made, size);
      // As the builds before step 9 stored them: awaiting bills past their due date as 'overdue'.
      made.run(
        "UPDATE invoices SET status = 'overdue' WHERE status IN ('sent', 'viewed') AND due_date < ?",
        [today],
      );
      // The index of status and date alone, as every build before migration 11 made it.
      asVersion10(made);
      made.exec(unversionSql);
      shapes.push(['just before versions', made.export()]);
      made.exec(firstKeptSql);
      shapes.push(['first kept (e7eb92a)', made.export()]);
      made.close();
    }
    for (const [shape, bytes] of shapes) {
      const times: number[] = [];
      for (let run = 0; run < runs; run++) times.push(timeShape(SQL, size, shape, bytes));
      if (runs > 1) {
        const { median } = summarize(times);
        console.log(
          `migrate ${size.toLocaleString('en-GB')} invoices, ${shape}: median ${median.toFixed(0)} ms ` +
            `of ${runs} runs (${times.map((ms) => ms.toFixed(0)).join(', ')})`,
        );
      }
    }
  }
}

/** Opens one shape twice from its bytes: the steps alone, each timed, then as opening does. */
function timeShape(SQL: SqlJsStatic, size: number, shape: string, bytes: Uint8Array): number {
  // The steps alone, each timed, on a copy: what the rest of opening adds is the difference.
  const copy = new SQL.Database(bytes);
  // Its triggers call the app's SQL functions (a step's UPDATE re-indexes the bill's text).
  registerSearchFunctions(copy);
  const steps: string[] = [];
  let mark = performance.now();
  migrate(copy, {
    onStep: (step) => {
      const now = performance.now();
      steps.push(`${step.number} after ${(now - mark).toFixed(0)} ms`);
      mark = now;
    },
  });
  steps.push(`commit after ${(performance.now() - mark).toFixed(0)} ms`);
  copy.close();
  console.log(`  steps, ${shape}: ${steps.join(', ')}`);
  const db = new SQL.Database(bytes);
  const started = performance.now();
  const result = openStore(db);
  const ms = performance.now() - started;
  const version = readDatabaseVersion(db).version;
  if (version !== schemaVersion) throw new Error(`Migrated to ${version}, not ${schemaVersion}`);
  console.log(
    `migrate ${size.toLocaleString('en-GB')} invoices, ${shape}: ${ms.toFixed(0)} ms ` +
      `(${result.ran.length} steps, ${(bytes.length / 1e6).toFixed(0)} MB)`,
  );
  db.close();
  return ms;
}
