import type { Database } from 'sql.js';
import { hasSchemaObject } from '../catalog';
import { migrations } from './list';
import type { Migration, MigrationContext } from './types';
import { insertOrIgnore } from '../../compile/dialect';

/** This app's `PRAGMA application_id`: 'BILL' in ASCII. Another app's SQLite file has another. */
export const applicationId = 0x42494c4c;

/** The schema version this build writes: the number of the last migration. */
export const schemaVersion = migrations.reduce((last, step) => Math.max(last, step.number), 0);

/** The words for a database made by a later build (another tab, or before a downgrade). */
export const newerDatabaseSentence =
  'These bills were saved by a newer version of this app. Reload to update.';

/**
 * Why a database cannot be opened by this build: `newer` (made by a later version: write
 * nothing to it) or `foreign` (not this app's, or not our tables at all).
 */
export class DatabaseVersionError extends Error {
  constructor(
    readonly kind: 'newer' | 'foreign',
    readonly version: number,
    message: string,
  ) {
    super(message);
    this.name = 'DatabaseVersionError';
  }
}

export interface DatabaseVersion {
  /** `PRAGMA application_id`: 0 in a database kept before versions, or another app's. */
  applicationId: number;
  /** `PRAGMA user_version`: 0 before versions. */
  version: number;
  /** The numbers recorded in `schema_migrations`, in order. */
  applied: number[];
  /** Whether it holds our invoices table (a database kept before versions does). */
  hasInvoices: boolean;
}

const recordsSql = `CREATE TABLE IF NOT EXISTS main.schema_migrations (
  number INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  applied_at TEXT NOT NULL
)`;

function pragmaNumber(db: Database, pragma: string): number {
  return Number(db.exec(`PRAGMA main.${pragma}`)[0]?.values[0]?.[0] ?? 0);
}

/** What a database says it is; reads only. */
export function readDatabaseVersion(db: Database): DatabaseVersion {
  const applied = hasSchemaObject(db, 'table', 'schema_migrations')
    ? (db.exec('SELECT number FROM main.schema_migrations ORDER BY number')[0]?.values ?? []).map(
        ([n]) => Number(n),
      )
    : [];
  return {
    applicationId: pragmaNumber(db, 'application_id'),
    version: pragmaNumber(db, 'user_version'),
    applied,
    hasInvoices: hasSchemaObject(db, 'table', 'invoices'),
  };
}

/** Throws DatabaseVersionError unless this build can open (and migrate) the database. */
export function checkDatabaseVersion(
  found: DatabaseVersion,
  known: readonly Migration[] = migrations,
): void {
  const ours = found.applicationId === applicationId;
  if (!ours && !(found.applicationId === 0 && found.hasInvoices)) {
    throw new DatabaseVersionError(
      'foreign',
      found.version,
      'This file is not a database of this app’s bills.',
    );
  }
  const latest = known.reduce((last, step) => Math.max(last, step.number), 0);
  const numbers = new Set(known.map((step) => step.number));
  if (found.version > latest || found.applied.some((n) => !numbers.has(n))) {
    throw new DatabaseVersionError('newer', found.version, newerDatabaseSentence);
  }
}

export interface MigrateOptions {
  /** Today's date (ISO), for rows a step must date; today by default. */
  today?: string;
  /** The steps to know (all of them by default): tests pass fewer to stand in for older code. */
  known?: readonly Migration[];
  /** Called before each pending step runs. */
  onStep?: (step: Migration) => void;
}

export interface MigrateResult {
  from: number;
  to: number;
  /** The steps this call ran, in order. */
  ran: Migration[];
}

/**
 * Brings a database to this build's schema: checks it is ours and not newer, then runs each step
 * after its version, in order, in one transaction, recording each in `schema_migrations` and
 * setting `application_id` and `user_version`. Either every step is applied or none.
 */
export function migrate(db: Database, options: MigrateOptions = {}): MigrateResult {
  const known = options.known ?? migrations;
  const found = readDatabaseVersion(db);
  checkDatabaseVersion(found, known);
  const to = known.reduce((last, step) => Math.max(last, step.number), 0);
  const pending = known
    .filter((step) => step.number > found.version && !found.applied.includes(step.number))
    .sort((a, b) => a.number - b.number);
  if (pending.length === 0 && found.version === to && found.applicationId === applicationId) {
    return { from: found.version, to, ran: [] };
  }
  const context: MigrationContext = {
    today: options.today ?? new Date().toISOString().slice(0, 10),
  };
  const at = new Date().toISOString();
  db.exec('BEGIN');
  try {
    db.exec(recordsSql);
    for (const step of pending) {
      options.onStep?.(step);
      if (typeof step.up === 'string') db.exec(step.up);
      else step.up(db, context);
      db.run('INSERT INTO main.schema_migrations (number, name, applied_at) VALUES (?, ?, ?)', [
        step.number,
        step.name,
        at,
      ]);
    }
    db.exec(`PRAGMA main.application_id = ${applicationId}; PRAGMA main.user_version = ${to};`);
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
  return { from: found.version, to, ran: pending };
}

/**
 * Marks a database made fresh by this build (a sample, an empty table, an import into nothing)
 * as today's schema: it was created whole, so every step counts as applied.
 */
export function stampFresh(db: Database, known: readonly Migration[] = migrations): void {
  const at = new Date().toISOString();
  db.exec(recordsSql);
  const insert = db.prepare(
    insertOrIgnore('main.schema_migrations (number, name, applied_at)', 'VALUES (?, ?, ?)'),
  );
  for (const step of known) insert.run([step.number, step.name, at]);
  insert.free();
  const to = known.reduce((last, step) => Math.max(last, step.number), 0);
  db.exec(`PRAGMA main.application_id = ${applicationId}; PRAGMA main.user_version = ${to};`);
}
