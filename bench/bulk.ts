import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import initSqlJs, { type Database } from 'sql.js';
import { dataChangeSchema } from '../src/domain/changes';
import { createInvoiceService, type InvoiceService } from '../src/worker/service';
import { indexes } from '../src/sql/schema/schema';
import { interactions } from './interactions';
import { stampVersions } from '../src/sql/write/versions';
import { suspendRowTotals } from '../src/sql/schema/runningTotals';
import { approveInvoices, approveStep, unapproveInvoices } from '../src/sql/write/mutations';
import { markPaid, payInFull, removePayments } from '../src/sql/write/payments';
import type { StepOptions } from '../src/sql/write/bulkSteps';
import type { Selection } from '../src/domain/selection';
import { today } from './measure';
import { createMemoryDatabase } from '../src/worker/memoryDatabase';
import { watchWasmMemory } from '../src/worker/wasmMemory';

/**
 * Where the time of a bulk write goes, at one size, in one process with the service's own code
 * (`npm run bench:bulk -- --size 1000000`). Each part is timed inside BEGIN … ROLLBACK on the
 * service's database, so the data is the same for every part; then the service's own Approve,
 * Delete and Undo are timed whole, with a read asked in the middle of each.
 */

interface Args {
  size: number;
  runs: number;
  /** How long a step of the service's writes may take (bulkSteps.ts); its default when absent. */
  stepMs?: number;
  /** Skip the parts, time only the service's calls. */
  wholeOnly: boolean;
  /**
   * Also time every interaction (interactions.ts, warm, median of three) with nothing hidden and
   * while a Delete of every paid invoice is hidden (src/sql/write/hidden.ts), before its Undo.
   */
  hiddenReads: boolean;
  /** Time only the parts, not the service's calls. */
  partsOnly: boolean;
  /** Which writes' parts to time (`--parts approve,markPaid`): all by default. */
  parts: ReadonlySet<string>;
  /** With each of the service's calls, the time of each statement it ran (`--statements`). */
  statements: boolean;
  /**
   * Open the database as a file in Emscripten's MEMFS (`new SQL.Database()`, `--memfs`) rather
   * than as the worker opens it (`:memory:`, memoryDatabase.ts): every COMMIT then writes the
   * changed pages into the file, growing it by 1.125 times at a time with a copy of the whole
   * file (Delete's COMMIT at a million: 876 ms, none of it in the browser).
   */
  memfs: boolean;
}

const allParts = ['approve', 'delete', 'markPaid'];
const awaitingSql = "status IN ('sent','viewed','overdue') AND amount_due > amount_paid";

function parseArgs(argv: string[]): Args {
  const args: Args = {
    size: 1_000_000,
    runs: 1,
    wholeOnly: false,
    hiddenReads: false,
    partsOnly: false,
    parts: new Set(allParts),
    statements: false,
    memfs: false,
  };
  for (let i = 0; i < argv.length; i += 2) {
    if (argv[i] === '--whole-only') {
      args.wholeOnly = true;
      i -= 1;
    } else if (argv[i] === '--hidden-reads') {
      args.hiddenReads = true;
      i -= 1;
    } else if (argv[i] === '--statements') {
      args.statements = true;
      i -= 1;
    } else if (argv[i] === '--memfs') {
      args.memfs = true;
      i -= 1;
    } else if (argv[i] === '--parts-only') {
      args.partsOnly = true;
      i -= 1;
    } else if (argv[i] === '--step-ms') args.stepMs = Number(argv[i + 1]);
    else if (argv[i] === '--size') args.size = Number(argv[i + 1]);
    else if (argv[i] === '--runs') args.runs = Number(argv[i + 1]);
    else if (argv[i] === '--parts') args.parts = new Set((argv[i + 1] ?? '').split(','));
    else throw new Error(`Unknown argument ${argv[i]}`);
  }
  return args;
}

function ids(db: Database, sql: string): number[] {
  const out: number[] = [];
  const stmt = db.prepare(sql);
  try {
    while (stmt.step()) out.push(stmt.get()[0] as number);
  } finally {
    stmt.free();
  }
  return out;
}

function plan(db: Database, sql: string): string {
  const rows = db.exec(`EXPLAIN QUERY PLAN ${sql}`)[0]?.values ?? [];
  return rows.map((r) => String(r[3])).join('; ');
}

/** Times `work` in a transaction that is rolled back, after `prepare` (also rolled back). */
function rolledBack(
  db: Database,
  prepare: () => void,
  work: () => void,
): { ms: number; cpuMs: number } {
  db.exec('BEGIN');
  try {
    prepare();
    const started = performance.now();
    const cpu = process.cpuUsage();
    work();
    const used = process.cpuUsage(cpu);
    return { ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
  } finally {
    db.exec('ROLLBACK');
  }
}

function names(db: Database, type: 'trigger'): string[] {
  const stmt = db.prepare('SELECT name FROM sqlite_schema WHERE type = ?');
  const out: string[] = [];
  try {
    stmt.bind([type]);
    while (stmt.step()) out.push(String(stmt.get()[0]));
  } finally {
    stmt.free();
  }
  return out;
}

/** Each part of Approve, Delete and Undo, timed on the raw database and rolled back. */
function parts(d: Database, log: (line: string) => void, which: ReadonlySet<string>): void {
  const dropIndexes = () => {
    for (const index of indexes) d.exec(`DROP INDEX main.${index.name}`);
  };
  const dropTriggers = (like = '%') => {
    for (const name of names(d, 'trigger')) {
      if (like === '%' || name.startsWith(like)) d.exec(`DROP TRIGGER main.${name}`);
    }
  };
  const none = () => {};
  const t = (name: string, prepare: () => void, work: () => void) => {
    // CPU time beside the wall clock: on a machine shared with other work the wall clock
    // says more about the others than about the part.
    const { ms, cpuMs } = rolledBack(d, prepare, work);
    log(`  ${name}: ${ms.toFixed(0)} ms, CPU ${cpuMs.toFixed(0)} ms`);
    return ms;
  };

  d.create_function('bench_nothing', (a: unknown, b: unknown, c: unknown) => (a && b && c ? 0 : 1));
  const scan = (name: string, expression: string) => {
    const started = performance.now();
    d.exec(`SELECT sum(${expression}) FROM invoices`);
    log(`  ${name}: ${(performance.now() - started).toFixed(0)} ms`);
  };
  log('A pass over every invoice, per row:');
  scan('length() of the three texts (SQLite only)', 'length(contact_name) + length(notes)');
  scan('a JavaScript function that does nothing', 'bench_nothing(contact_name, reference, notes)');
  scan(
    'search_initials() (the initials triggers call it)',
    'search_initials(contact_name, reference, notes)',
  );

  const draftIds = ids(d, "SELECT id FROM invoices WHERE status = 'draft' ORDER BY id");
  const paidIds = ids(d, "SELECT id FROM invoices WHERE status = 'paid' ORDER BY id");
  log(`drafts ${draftIds.length}, paid ${paidIds.length}`);

  if (which.has('totals')) {
    // Only the running totals by trigger against by set, for Approve and Mark as paid.
    log(`\nApprove ${draftIds.length} drafts`);
    triggersOrBySet(
      d,
      log,
      () =>
        d.run(
          // Sent whatever the due date: overdue is read from it (src/domain/overdue.ts).
          "UPDATE invoices SET status = 'sent' WHERE status = 'draft'",
        ),
      () => approveStep(d, draftIds),
    );
    const bills = ids(d, `SELECT id FROM invoices WHERE ${awaitingSql} ORDER BY id LIMIT 300000`);
    log(`\nMark as paid ${bills.length}`);
    triggersOrBySet(
      d,
      log,
      () =>
        d.run(
          `UPDATE invoices SET amount_paid = amount_due, status = 'paid'
        WHERE id IN (SELECT value FROM json_each(?)) AND ${awaitingSql}`,
          [JSON.stringify(bills)],
        ),
      () => payInFull(d, bills, today),
    );
  }

  if (which.has('approve')) {
    const approveSql = `UPDATE invoices SET status = CASE WHEN due_date < '${today}' THEN 'overdue' ELSE 'sent' END
    WHERE status = 'draft'`;
    log(`\nApprove ${draftIds.length} drafts`);
    log(`  plan: ${plan(d, approveSql)}`);
    t('find the draft ids', none, () => ids(d, "SELECT id FROM invoices WHERE status = 'draft'"));
    t('UPDATE by id list (json_each), one statement', none, () =>
      d.run(`${approveSql} AND id IN (SELECT value FROM json_each(?))`, [JSON.stringify(draftIds)]),
    );
    t('UPDATE set-based (WHERE status = draft)', none, () => d.run(approveSql));
    triggersOrBySet(
      d,
      log,
      () => d.run(approveSql),
      () => approveStep(d, draftIds),
    );
    t('  without triggers (totals, initials)', dropTriggers, () => d.run(approveSql));
    t(
      '    without the initials triggers only',
      () => dropTriggers('invoice_initials'),
      () => d.run(approveSql),
    );
    t('  without the 10 indexes', dropIndexes, () => d.run(approveSql));
    t(
      '  without either',
      () => (dropTriggers(), dropIndexes()),
      () => d.run(approveSql),
    );
  }

  if (which.has('markPaid')) markPaidParts(d, t, log, { dropTriggers, dropIndexes });

  if (!which.has('delete')) return;
  log(`\nDelete ${paidIds.length} (paid) into the trash`);
  const paidJson = JSON.stringify(paidIds);
  const copySql = `INSERT INTO trash SELECT 1, i.* FROM invoices i WHERE i.id IN (SELECT value FROM json_each(?))`;
  const deleteSql = 'DELETE FROM invoices WHERE id IN (SELECT value FROM json_each(?))';
  log(`  plan copy: ${plan(d, copySql.replace('?', "'[]'"))}`);
  log(`  plan delete: ${plan(d, deleteSql.replace('?', "'[]'"))}`);
  t('copy to trash + delete (as today, one statement each)', none, () => {
    d.run(copySql, [paidJson]);
    d.run(deleteSql, [paidJson]);
  });
  t('copy to trash only', none, () => d.run(copySql, [paidJson]));
  t('delete only', none, () => d.run(deleteSql, [paidJson]));
  t('  delete without triggers', dropTriggers, () => d.run(deleteSql, [paidJson]));
  t(
    '    delete without the initials triggers only',
    () => dropTriggers('invoice_initials'),
    () => d.run(deleteSql, [paidJson]),
  );
  t('  delete without the 10 indexes', dropIndexes, () => d.run(deleteSql, [paidJson]));
  t(
    '  delete without either',
    () => (dropTriggers(), dropIndexes()),
    () => d.run(deleteSql, [paidJson]),
  );
  t('set-based delete (WHERE status = paid)', none, () =>
    d.run("DELETE FROM invoices WHERE status = 'paid'"),
  );
  t('rebuild the 10 indexes after dropping them', dropIndexes, () => {
    for (const index of indexes) {
      d.exec(`CREATE INDEX main.${index.name} ON invoices(${index.columns})`);
    }
  });

  log(`\nUndo: put ${paidIds.length} back from the trash`);
  const backSql = `INSERT OR IGNORE INTO invoices SELECT id, invoice_id, number, reference, contact_name,
    status, date, due_date, amount_due, amount_paid, notes FROM trash WHERE batch = 1`;
  const intoTrash = () => {
    d.run(copySql, [paidJson]);
    d.run(deleteSql, [paidJson]);
  };
  log(`  plan: ${plan(d, backSql)}`);
  t('insert back (set-based by batch)', intoTrash, () => d.run(backSql));
  t('clear the trash batch', intoTrash, () => d.run('DELETE FROM trash WHERE batch = 1'));
  t(
    '  insert back without triggers',
    () => (intoTrash(), dropTriggers()),
    () => d.run(backSql),
  );
  t(
    '  insert back without the 10 indexes',
    () => (intoTrash(), dropIndexes()),
    () => d.run(backSql),
  );

  log('\nChange log and checkpoint');
  let json = '';
  let started = performance.now();
  json = JSON.stringify({ kind: 'delete', ids: paidIds });
  log(
    `  JSON of the delete's ids: ${(performance.now() - started).toFixed(0)} ms, ${json.length} chars`,
  );
  started = performance.now();
  dataChangeSchema.parse(JSON.parse(json));
  log(`  parse + check it (zod): ${(performance.now() - started).toFixed(0)} ms`);
  started = performance.now();
  const bytes = d.export();
  log(
    `  export (checkpoint copy): ${(performance.now() - started).toFixed(0)} ms, ${bytes.length} bytes`,
  );
}

/** Each interaction's SQL milliseconds (median of three, after one to warm it). */
async function timeInteractions(service: InvoiceService): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const interaction of interactions()) {
    await interaction.run(service);
    const ms: number[] = [];
    for (let run = 0; run < 3; run++) ms.push(await interaction.run(service));
    out.set(`${interaction.group}: ${interaction.name}`, ms.sort((a, b) => a - b)[1] ?? 0);
  }
  return out;
}

/** Every interaction with nothing hidden, then while `selection` is deleted (hidden), then Undo. */
async function readsWhileHidden(
  service: InvoiceService,
  selection: Parameters<InvoiceService['remove']>[0],
  log: (line: string) => void,
): Promise<void> {
  const before = await timeInteractions(service);
  const removed = await service.remove(selection);
  if (removed.kind !== 'ok') throw new Error(JSON.stringify(removed));
  const hidden = await timeInteractions(service);
  const undone = await service.undoRemove(removed.undoToken);
  if (undone.kind !== 'ok') throw new Error(JSON.stringify(undone));
  log(`\nReads (SQL ms, median of 3 warm): nothing hidden, then ${removed.count} hidden`);
  for (const [name, ms] of before) {
    log(`  ${name}: ${ms.toFixed(1)} -> ${(hidden.get(name) ?? NaN).toFixed(1)}`);
  }
}

/**
 * Adds up the time spent in each of `d`'s statements (by their first words) until the returned
 * function is called, which gives the sums: a write's steps, statement by statement.
 */
function timeStatements(d: Database): () => Map<string, number> {
  const times = new Map<string, number>();
  const add = (sql: string, started: number) => {
    const key = sql.replace(/\s+/g, ' ').trim().slice(0, 90);
    times.set(key, (times.get(key) ?? 0) + performance.now() - started);
  };
  const { exec, run, prepare } = d;
  d.exec = (sql, params) => {
    const started = performance.now();
    try {
      return exec.call(d, sql, params);
    } finally {
      add(sql, started);
    }
  };
  d.run = (sql, params) => {
    const started = performance.now();
    try {
      return run.call(d, sql, params);
    } finally {
      add(sql, started);
    }
  };
  d.prepare = (sql, params) => {
    const started = performance.now();
    const stmt = prepare.call(d, sql, params);
    add(sql, started);
    const step = stmt.step.bind(stmt);
    stmt.step = () => {
      const began = performance.now();
      try {
        return step();
      } finally {
        add(sql, began);
      }
    };
    return stmt;
  };
  return () => {
    d.exec = exec;
    d.run = run;
    d.prepare = prepare;
    return times;
  };
}

/** Logs the statements that took 5 ms or more (`timeStatements`), longest first. */
function logStatements(log: (line: string) => void, times: Map<string, number>): void {
  const sorted = [...times].sort((a, b) => b[1] - a[1]);
  for (const [sql, ms] of sorted) if (ms >= 5) log(`      ${ms.toFixed(0)} ms: ${sql}`);
}

/**
 * The running totals kept by their per-row triggers (`byTrigger`, the bare write) or by set (the
 * service's step, `bySet`, its triggers set aside: runningTotals.ts), alternately three times
 * each in one process, CPU medians (on a shared machine one run of each says little); then the
 * step by set once more, statement by statement.
 */
function triggersOrBySet(
  d: Database,
  log: (line: string) => void,
  byTrigger: () => void,
  bySet: () => void,
): void {
  const none = () => {};
  const setAside = () => {
    const suspended = suspendRowTotals(d);
    bySet();
    suspended.restore();
  };
  const triggers: number[] = [];
  const set: number[] = [];
  for (let run = 0; run < 3; run++) {
    triggers.push(rolledBack(d, none, byTrigger).cpuMs);
    set.push(rolledBack(d, none, setAside).cpuMs);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1] ?? 0;
  const list = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(', ');
  log(
    `  running totals by trigger / by set, CPU median of 3: ${median(triggers).toFixed(0)} ms (${list(triggers)}) / ${median(set).toFixed(0)} ms (${list(set)})`,
  );
  let stop = () => new Map<string, number>();
  rolledBack(d, none, () => {
    stop = timeStatements(d);
    setAside();
  });
  log('  by set, statement by statement (wall ms):');
  logStatements(log, stop());
}

/**
 * Approve then its Undo, Mark as paid then its Undo, written in steps as the service writes them
 * (80 ms a step, a turn for events between; the running totals by set, runningTotals.ts), twice
 * each: CPU and wall time of each call.
 */
async function stepsBySet(d: Database, log: (line: string) => void): Promise<void> {
  const context = { today };
  const options: StepOptions = { between: () => new Promise((resolve) => setTimeout(resolve, 0)) };
  const timed = async <T>(name: string, act: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const result = await act();
    const used = process.cpuUsage(cpu);
    log(
      `  ${name}: ${(performance.now() - started).toFixed(0)} ms, CPU ${((used.user + used.system) / 1000).toFixed(0)} ms`,
    );
    return result;
  };
  const drafts: Selection = {
    kind: 'matching',
    query: { filters: [{ column: 'status', operator: 'is', values: ['draft'] }], search: '' },
    except: [],
  };
  const awaiting = ids(d, `SELECT id FROM invoices WHERE ${awaitingSql} ORDER BY id`);
  const toPay: Selection = { kind: 'ids', ids: awaiting.slice(0, 300_000) };
  log('\nIn steps, the running totals by set');
  for (let run = 0; run < 2; run++) {
    const moved = await timed('Approve', () => approveInvoices(d, drafts, context, options));
    await timed('  its Undo', () => unapproveInvoices(d, moved, options));
    const paid = await timed('Mark as paid', () => markPaid(d, toPay, today, context, options));
    await timed('  its Undo', () => removePayments(d, paid.first, paid.ids.length, options));
  }
}

type Timer = (name: string, prepare: () => void, work: () => void) => number;

/**
 * Each part of Mark as paid (payments.ts) over the first 300,000 bills awaiting payment (as the
 * service's whole call below): the payments, the bills' update, and what each index and trigger
 * on them costs, and the change log's row versions.
 */
function markPaidParts(
  d: Database,
  t: Timer,
  log: (line: string) => void,
  drop: { dropTriggers: (like?: string) => void; dropIndexes: () => void },
): void {
  const awaiting = ids(
    d,
    "SELECT id FROM invoices WHERE status IN ('sent','viewed','overdue') AND amount_due > amount_paid ORDER BY id",
  );
  const bills = awaiting.slice(0, Math.min(awaiting.length, 300_000));
  const json = JSON.stringify(bills);
  const none = () => {};
  const insertSql = `INSERT INTO payments (bill, date, amount, reference, settled_from)
     SELECT i.id, '${today}', i.amount_due - i.amount_paid, '', i.status
     FROM invoices i WHERE i.id IN (SELECT value FROM json_each(?))
       AND i.status IN ('sent','viewed','overdue') AND i.amount_due > i.amount_paid
     ORDER BY i.id`;
  const updateSql = `UPDATE invoices SET amount_paid = amount_due, status = 'paid'
     WHERE id IN (SELECT value FROM json_each(?))
       AND status IN ('sent','viewed','overdue') AND amount_due > amount_paid`;
  log(`\nMark as paid ${bills.length} of ${awaiting.length} awaiting payment`);
  log(`  plan payments: ${plan(d, insertSql.replace('?', "'[]'"))}`);
  log(`  plan update: ${plan(d, updateSql.replace('?', "'[]'"))}`);
  t('insert the payments (one INSERT … SELECT, bill order)', none, () => d.run(insertSql, [json]));
  t(
    '  without payments_bill',
    () => d.exec('DROP INDEX main.payments_bill'),
    () => d.run(insertSql, [json]),
  );
  t('update the bills (amount_paid, status)', none, () => d.run(updateSql, [json]));
  // Both with the payments' insert: the step by set writes them too.
  triggersOrBySet(
    d,
    log,
    () => (d.run(insertSql, [json]), d.run(updateSql, [json])),
    () => payInFull(d, bills, today),
  );
  t(
    '  without triggers (totals, contact totals, initials)',
    () => drop.dropTriggers(),
    () => d.run(updateSql, [json]),
  );
  for (const prefix of ['invoice_initials', 'invoice_contact_totals', 'invoice_totals_']) {
    t(
      `    without the ${prefix}* triggers only`,
      () => drop.dropTriggers(prefix),
      () => d.run(updateSql, [json]),
    );
  }
  t('  without the 10 indexes', drop.dropIndexes, () => d.run(updateSql, [json]));
  // Only the indexes on a column the update changes (status, amount_paid) need upkeep.
  const changes = /status|amount_paid/;
  for (const index of indexes.filter((i) => changes.test(`${i.columns} ${i.where?.sql}`))) {
    t(
      `    without ${index.name} only`,
      () => d.exec(`DROP INDEX main.${index.name}`),
      () => d.run(updateSql, [json]),
    );
  }
  t(
    '  without either',
    () => (drop.dropTriggers(), drop.dropIndexes()),
    () => d.run(updateSql, [json]),
  );
  t("stamp the bills' row versions (versions.ts)", none, () => stampVersions(d, bills));
}

export async function main(argv: string[]): Promise<void> {
  const args = parseArgs(argv);
  const wasmPath = createRequire(import.meta.url).resolve('sql.js/dist/sql-wasm.wasm');
  const wasm = (await readFile(wasmPath)).buffer as ArrayBuffer;
  // The heap as the worker watches it (entry.ts), so the database is opened as there.
  const memory = watchWasmMemory(
    async (imports) => (await WebAssembly.instantiate(wasm, imports)).instance,
  );
  const SQL = await Promise.race([
    initSqlJs({ instantiateWasm: memory.instantiateWasm }),
    memory.failed,
  ]);
  let db: Database | null = null;
  const service: InvoiceService = createInvoiceService({
    createDatabase: () =>
      (db = args.memfs ? new SQL.Database() : createMemoryDatabase(SQL, memory.buffer)),
    today,
    yieldToEvents: () => new Promise((resolve) => setTimeout(resolve, 0)),
    bulkStepMs: args.stepMs,
  });
  const log = (line: string) => console.log(line);
  const loadStarted = performance.now();
  const loaded = await service.load(args.size, () => {});
  if (loaded.kind !== 'ok' || !db) throw new Error(JSON.stringify(loaded));
  const d: Database = db;
  const file = String(d.exec('PRAGMA database_list')[0]?.values[0]?.[2] ?? '');
  log(`main database: ${file === '' ? ':memory: (as in the worker)' : `a MEMFS file (${file})`}`);
  log(`size ${args.size}: first rows in ${loaded.ms.toFixed(0)} ms`);
  // The indexes and the search index are built after the first rows: the writes wait for them.
  await service.settled();
  log(`  indexes and search index built after ${(performance.now() - loadStarted).toFixed(0)} ms`);

  if (!args.wholeOnly && args.parts.has('steps')) await stepsBySet(d, log);
  if (!args.wholeOnly) parts(d, log, args.parts);
  if (args.partsOnly) return;

  log('\nThe service, whole (from the call to its answer), with a read asked meanwhile');
  const matching = (status: string) => ({
    kind: 'matching',
    query: { filters: [{ column: 'status', operator: 'is', values: [status] }], search: '' },
    except: [],
  });
  const readMeanwhile = (): Promise<number> => {
    const asked = performance.now();
    return new Promise((resolve) => {
      setTimeout(() => {
        void service
          .query({
            filters: [],
            search: '',
            sort: [{ column: 'date', desc: true }],
            page: { index: 0, size: 50 },
          })
          .then(() => resolve(performance.now() - asked));
      }, 20);
    });
  };
  const whole = async (name: string, act: () => Promise<{ kind: string; count?: number }>) => {
    const stop = args.statements ? timeStatements(d) : null;
    const started = performance.now();
    const cpu = process.cpuUsage();
    const read = readMeanwhile();
    const result = await act();
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000;
    const readMs = await read;
    const times = stop?.();
    if (result.kind !== 'ok') throw new Error(JSON.stringify(result));
    log(
      `  ${name}: ${ms.toFixed(0)} ms, CPU ${cpuMs.toFixed(0)} ms (${result.count}); a read asked 20 ms in answered after ${readMs.toFixed(0)} ms`,
    );
    if (times) logStatements(log, times);
    return result;
  };
  if (args.hiddenReads) await readsWhileHidden(service, matching('paid'), log);
  await whole('Approve all drafts', () => service.approve(matching('draft')));
  for (let run = 0; run < args.runs; run++) {
    const removed = await whole('Delete all paid', () => service.remove(matching('paid')));
    const token = (removed as { undoToken?: number }).undoToken;
    await whole('Undo that delete', () => service.undoRemove(token));
  }
  // Mark as paid of 300,000 bills awaiting payment (issue 12, §3): the first 300,000 by id (or
  // 30% of the size), every match of Awaiting Payment except the rest.
  const awaiting = ids(
    d,
    "SELECT id FROM invoices WHERE status IN ('sent','viewed','overdue') AND amount_due > amount_paid ORDER BY id",
  );
  const want = Math.min(awaiting.length, Math.round(args.size * 0.3));
  const awaitingQuery = {
    filters: [{ column: 'status', operator: 'is', values: ['awaiting-payment'] }],
    search: '',
  };
  for (let run = 0; run < args.runs; run++) {
    const paid = await whole(`Mark as paid ${want} of ${awaiting.length} awaiting`, () =>
      service.markPaid({ kind: 'matching', query: awaitingQuery, except: awaiting.slice(want) }),
    );
    const { first, count } = paid as { first?: number; count?: number };
    await whole('Undo that (take the payments back)', () => service.removePayments(first, count));
  }
}
