import type { Database, SqlValue } from 'sql.js';
import type { BackupContents, BackupProblem, BackupSummary } from '../../domain/backup';
import { owedSql, owingSql } from '../compile/columns';
import { hasSchemaObject } from '../schema/catalog';
import { visibleSql } from '../schema/hiddenSet';
import { checkedTables, quickCheckTable } from './quickCheck';

/**
 * A backup is the kept database itself, exported whole (every bill, line, payment, the trash and
 * the hidden set), plus four tables for what the page keeps outside it: `backup_info` (when it
 * was saved, what the table held), `backup_change_log` (each bill's history is read from it),
 * `backup_saved_views` and `backup_settings`. Named plainly, so the sqlite3 shell and DB Browser
 * show them by name. They are written into the live database just before the export and dropped
 * just after, in one synchronous run, so nothing else ever sees them there; a restore reads them
 * and drops them before the database is kept.
 */
export const backupTables = [
  'backup_info',
  'backup_change_log',
  'backup_saved_views',
  'backup_settings',
] as const;

export const backupTablesSql = `
CREATE TABLE main.backup_info (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE main.backup_change_log (
  key INTEGER PRIMARY KEY,
  at TEXT,
  kind TEXT,
  change TEXT NOT NULL
);
CREATE TABLE main.backup_saved_views (
  position INTEGER PRIMARY KEY,
  id TEXT,
  label TEXT,
  view TEXT NOT NULL
);
CREATE TABLE main.backup_settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
`;

const sqliteMagic = 'SQLite format 3\u0000';

/**
 * What the first 100 bytes (SQLite's header) say about a file before SQLite opens it: not
 * SQLite at all (a PNG renamed, a CSV), or shorter than the pages its header counts (a copy or
 * download cut short). Null when it may be read.
 */
export function sqliteHeaderProblem(bytes: Uint8Array): BackupProblem | null {
  if (bytes.length < 100) return 'not-sqlite';
  for (let i = 0; i < sqliteMagic.length; i++) {
    if (bytes[i] !== sqliteMagic.charCodeAt(i)) return 'not-sqlite';
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const rawPageSize = view.getUint16(16);
  const pageSize = rawPageSize === 1 ? 65536 : rawPageSize;
  if (pageSize < 512 || (pageSize & (pageSize - 1)) !== 0) return 'not-sqlite';
  if (bytes.length % pageSize !== 0) return 'truncated';
  // The page count in the header is good only while its 'version valid for' matches the
  // change counter (SQLite's file format, 1.3.7).
  const pageCount = view.getUint32(28);
  if (view.getUint32(24) === view.getUint32(92) && bytes.length < pageCount * pageSize) {
    return 'truncated';
  }
  return null;
}

function rows(db: Database, sql: string, params: SqlValue[] = []): SqlValue[][] {
  const stmt = db.prepare(sql);
  try {
    stmt.bind(params);
    const out: SqlValue[][] = [];
    while (stmt.step()) out.push(stmt.get());
    return out;
  } finally {
    stmt.free();
  }
}

function insertAll(db: Database, sql: string, values: SqlValue[][]): void {
  const stmt = db.prepare(sql);
  try {
    for (const row of values) stmt.run(row);
  } finally {
    stmt.free();
  }
}

/** Writes the page's part of a backup into its tables of `db` (made anew: none may exist). */
export function writeBackupTables(db: Database, contents: BackupContents): void {
  db.exec('BEGIN');
  try {
    db.exec(backupTablesSql);
    insertAll(db, 'INSERT INTO backup_info (key, value) VALUES (?, ?)', [
      ['saved_at', contents.savedAt],
      ['choice', JSON.stringify(contents.choice ?? null)],
    ]);
    insertAll(
      db,
      'INSERT INTO backup_change_log (key, at, kind, change) VALUES (?, ?, ?, ?)',
      contents.changes.map(({ key, change }) => {
        const { at, kind } = (change ?? {}) as { at?: unknown; kind?: unknown };
        return [
          key,
          typeof at === 'string' ? at : null,
          typeof kind === 'string' ? kind : null,
          JSON.stringify(change),
        ];
      }),
    );
    const views = Array.isArray(contents.views) ? (contents.views as unknown[]) : [];
    insertAll(
      db,
      'INSERT INTO backup_saved_views (position, id, label, view) VALUES (?, ?, ?, ?)',
      views.map((view, position) => {
        const { id, label } = (view ?? {}) as { id?: unknown; label?: unknown };
        return [
          position,
          typeof id === 'string' ? id : null,
          typeof label === 'string' ? label : null,
          JSON.stringify(view),
        ];
      }),
    );
    insertAll(
      db,
      'INSERT INTO backup_settings (key, value) VALUES (?, ?)',
      Object.entries(contents.settings),
    );
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

/** Drops the backup's own tables (after the export, or from a restored file before it is kept). */
export function dropBackupTables(db: Database): void {
  db.exec(backupTables.map((name) => `DROP TABLE IF EXISTS main.${name};`).join('\n'));
}

function parseJson(text: SqlValue | undefined): unknown {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The page's part of a backup, read back. A file without the tables (a kept checkpoint copied
 * by hand) holds no change log, views or settings: the views then stay as they are.
 */
export function readBackupTables(db: Database): BackupContents {
  const has = (name: string) => hasSchemaObject(db, 'table', name);
  const info = new Map(
    has('backup_info')
      ? rows(db, 'SELECT key, value FROM backup_info').map(([k, v]) => [String(k), String(v)])
      : [],
  );
  const changes = has('backup_change_log')
    ? rows(db, 'SELECT key, change FROM backup_change_log ORDER BY key').map(([key, change]) => ({
        key: Number(key),
        change: parseJson(change),
      }))
    : [];
  const views = has('backup_saved_views')
    ? rows(db, 'SELECT view FROM backup_saved_views ORDER BY position').map(([v]) => parseJson(v))
    : undefined;
  const settings = Object.fromEntries(
    has('backup_settings')
      ? rows(db, 'SELECT key, value FROM backup_settings').map(([k, v]) => [String(k), String(v)])
      : [],
  );
  return {
    savedAt: info.get('saved_at') ?? '',
    choice: parseJson(info.get('choice')),
    changes,
    views,
    settings,
  };
}

/** How many bills a database holds and what they still owe, for the restore's question. */
export function backupSummary(db: Database, savedAt: string | null): BackupSummary {
  const hidden = hasSchemaObject(db, 'table', 'hidden_invoices');
  const where = hidden ? `WHERE ${visibleSql}` : '';
  const [row] = rows(
    db,
    `SELECT count(*), coalesce(sum(CASE WHEN ${owingSql} THEN ${owedSql} ELSE 0 END), 0)
     FROM invoices ${where}`,
  );
  return { bills: Number(row?.[0] ?? 0), owed: Number(row?.[1] ?? 0), savedAt: savedAt || null };
}

/** SQLite's own check (`PRAGMA quick_check`) of every table and its indexes; null when it passes. */
export function quickCheckProblem(db: Database): BackupProblem | null {
  try {
    const damaged = checkedTables(db).some((table) => quickCheckTable(db, table) !== null);
    return damaged ? 'damaged' : null;
  } catch {
    return 'damaged';
  }
}
