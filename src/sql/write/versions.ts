import type { Database } from 'sql.js';
import { idColumn } from './bulkWrite';
import type { StepOptions } from './bulkSteps';
import { areIdsOfFacts } from '../schema/runningTotals';
import { valueTable } from '../compile/dialect';

/**
 * Row versions, so a write made in one tab can tell that another tab changed its rows meanwhile.
 * The data has one version number that every applied change moves on by one; a row that a change
 * touched records the version of that change. Only rows that ever changed have a line (a small
 * table beside a million invoices, not a column on each), and a row with none is at version 0.
 * A write names the data version its rows were read at (`basedOn`): a row whose version is
 * higher was changed since, by this tab or another whose change was applied here first.
 * What changed since a version is read through an index on the version (`changedSince`), so a
 * check reads only the rows changed since, not every row that ever changed (after Mark as paid
 * over 300,000 bills, that was 300,000 rows for every write's check).
 */
const versionsSql = `
CREATE TABLE IF NOT EXISTS row_versions (id INTEGER PRIMARY KEY, version INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS row_versions_version ON row_versions(version);
CREATE TABLE IF NOT EXISTS data_version (
  one INTEGER PRIMARY KEY CHECK (one = 1),
  version INTEGER NOT NULL
);`;

/**
 * Creates the two tables and the index where missing (a table kept before versions were, or
 * before the index was, a new sample).
 */
export function ensureVersions(db: Database): void {
  db.exec(versionsSql);
}

/** The version of the data as it stands: how many changes were applied since versions began. */
export function dataVersion(db: Database): number {
  ensureVersions(db);
  const [version] = idColumn(db, 'SELECT version FROM data_version WHERE one = 1', []);
  return version ?? 0;
}

/**
 * Records one applied change that touched `ids`: the data moves to the next version and each of
 * the rows records it. A change that touched nothing leaves the version where it is, so every tab
 * that applies the same changes in the same order counts the same. Returns the data version.
 */
export function stampVersions(db: Database, ids: readonly number[]): number {
  const current = dataVersion(db);
  if (ids.length === 0) return current;
  const next = current + 1;
  setDataVersion(db, next);
  stampRows(db, ids, next);
  return next;
}

function setDataVersion(db: Database, version: number): void {
  db.run(
    `INSERT INTO data_version (one, version) VALUES (1, ?)
     ON CONFLICT (one) DO UPDATE SET version = excluded.version`,
    [version],
  );
}

const setVersion = 'ON CONFLICT (id) DO UPDATE SET version = excluded.version';

/**
 * Records `version` for each of `ids`: read from the step's facts when `ids` are theirs
 * (runningTotals.ts), from JSON otherwise. Reading 500,000 ids out of JSON took ~80 ms more than
 * out of the facts (the upsert itself 360-580 ms, 0.7-1.1 us a row).
 */
function stampRows(db: Database, ids: readonly number[], version: number): void {
  if (areIdsOfFacts(ids)) {
    db.run(
      `INSERT INTO row_versions (id, version) SELECT id, ? FROM temp.bulk_facts WHERE true
       ${setVersion}`,
      [version],
    );
  } else {
    db.run(
      `INSERT INTO row_versions (id, version) SELECT value, ? FROM ${valueTable('j')} WHERE true
       ${setVersion}`,
      [version, JSON.stringify(ids)],
    );
  }
}

/** The rows changed after version `basedOn` (few: only what changed while a person looked). */
export function changedSince(db: Database, basedOn: number): Set<number> {
  ensureVersions(db);
  return new Set(idColumn(db, 'SELECT id FROM row_versions WHERE version > ?', [basedOn]));
}

/** The version one row is at (0 when it never changed). */
export function rowVersion(db: Database, id: number): number {
  ensureVersions(db);
  const [version] = idColumn(db, 'SELECT version FROM row_versions WHERE id = ?', [id]);
  return version ?? 0;
}

/**
 * Step options (bulkSteps.ts) for a write that stamps the rows it touched inside its own
 * transaction: each step's rows as it ends (from its facts, `stampRows`), the data's version just
 * before it commits, so the data and their versions commit together or not at all. A write that
 * touched nothing leaves the version where it is. `version()` then tells the data version the
 * write made (the current one before it ends).
 */
export function stampOnCommit(
  db: Database,
  options: StepOptions = {},
): { options: StepOptions; version: () => number } {
  let next: number | undefined;
  let made: number | undefined;
  return {
    options: {
      ...options,
      onWritten: (written) => {
        options.onWritten?.(written);
        if (written.length === 0) return;
        next ??= dataVersion(db) + 1;
        stampRows(db, written, next);
      },
      beforeCommit: (touched) => {
        options.beforeCommit?.(touched);
        if (next !== undefined) setDataVersion(db, next);
        made = next;
      },
    },
    version: () => made ?? dataVersion(db),
  };
}
