import type { Database } from 'sql.js';
import {
  backupContentsSchema,
  refusalSentence,
  type BackupContents,
  type BackupProblem,
  type BackupSummary,
} from '../domain/backup';
import { parseChoice, type TableChoice } from '../domain/choice';
import {
  backupSummary,
  dropBackupTables,
  quickCheckProblem,
  readBackupTables,
  sqliteHeaderProblem,
  writeBackupTables,
} from '../sql/io/backupFile';
import {
  deliverBackup,
  type BackupFile,
  type BackupProgress,
  type BackupSink,
} from './backupWrite';

export type { BackupProgress } from './backupWrite';

export type BackupResult =
  /** `file`: the whole file, unless it went to a sink as it was written. */
  | { kind: 'ok'; file: Blob | null; bytes: number; ms: number }
  | { kind: 'error'; errors: string[] };

export type InspectResult =
  | { kind: 'ready'; summary: BackupSummary; contents: BackupContents; choice: TableChoice }
  | { kind: 'refused'; problem: BackupProblem; message: string };

export type RestoreResult =
  | { kind: 'ok'; choice: TableChoice; invoices: number; ms: number }
  | { kind: 'error'; errors: string[] };

/** What this app's versions say of a database (src/sql/schema/migrations, issue 25 §1). */
export interface DatabaseVersions {
  /** 'not-ours' for another app's database, 'newer' for a later version's; null when it opens. */
  problem(db: Database): 'not-ours' | 'newer' | null;
  /** Brings an older database up to today's schema (one transaction); a no-op when current. */
  migrate(db: Database): void;
}

export interface BackupHost {
  /** The database the service answers from, or null before the first load. */
  current: () => Database | null;
  openDatabase: (bytes: Uint8Array) => Database;
  versions: DatabaseVersions;
  /** Runs `work` once no write is under way, with writes held until it ends. */
  consistent: <T>(work: () => Promise<T>) => Promise<T>;
  /**
   * Makes `bytes` the kept database of `choice`, as holding the change log up to `mark`; `db` is
   * the same database open here, which the screen's next open takes as it is (keeper.ts).
   */
  replaceKept: (
    choice: TableChoice,
    bytes: Uint8Array,
    mark: number,
    invoices: number,
    db: Database,
  ) => Promise<{ kind: 'ok' } | { kind: 'error'; errors: string[] }>;
  /**
   * Makes `db` the database answered from, and hands back the one it replaces, still open (or
   * null if there was none).
   */
  install: (db: Database) => Database | null;
  pause: () => Promise<void>;
  now: () => number;
}

const failure = (error: unknown) => ({
  kind: 'error' as const,
  errors: [error instanceof Error ? error.message : String(error)],
});

/**
 * Backup and restore of the whole database (issue 25 §3). A backup is the database exported
 * whole with the page's part (change log, views, settings) in tables of its own. A restore
 * checks a file before anything changes and holds it, open, while the person is asked. Then the
 * file, as it was given, becomes the kept checkpoint (its backup tables are dropped, and an older
 * version migrated, whenever it is opened), and the database opened from it the one answered
 * from: nothing is copied or read again. The table it replaced is held open, so Undo can put it
 * back while the tab is open.
 */
export function createBackups(host: BackupHost) {
  /** The checked file (its bytes as given, and opened), waiting for the person's word. */
  let candidate: {
    db: Database;
    bytes: Uint8Array;
    choice: TableChoice;
    invoices: number;
  } | null = null;
  /** The table a restore replaced, still open, for its Undo. */
  let replaced: Database | null = null;

  function dropCandidate() {
    candidate?.db.close();
    candidate = null;
  }

  /** Holds `db`, which a restore replaced, for its Undo (closing any held before). */
  function holdReplaced(db: Database | null) {
    if (!db) return;
    if (replaced && replaced !== db) replaced.close();
    replaced = db;
  }

  function refused(fileName: string, problem: BackupProblem): InspectResult {
    return { kind: 'refused', problem, message: refusalSentence(fileName, problem) };
  }

  /**
   * Keeps `bytes` as `choice`'s table holding the log up to `mark`, then answers from `db`
   * (the same table, open): returns the table it replaced, still open.
   */
  async function install(
    choice: TableChoice,
    bytes: Uint8Array,
    db: Database,
    mark: number,
    invoices: number,
  ): Promise<{ kind: 'ok'; previous: Database | null } | { kind: 'error'; errors: string[] }> {
    const kept = await host.replaceKept(choice, bytes, mark, invoices, db);
    if (kept.kind === 'error') return kept;
    return { kind: 'ok', previous: host.install(db) };
  }

  return {
    /**
     * Writes the whole database, with the page's `contents`, as one SQLite file: to `target` a
     * part at a time when given (a picked file, written and closed here; or a sink), else as a
     * Blob. Writes wait for it, so the file holds whole writes only.
     */
    backup(
      input: unknown,
      onProgress?: (progress: BackupProgress) => void,
      target?: BackupSink | BackupFile,
    ): Promise<BackupResult> {
      const parsed = backupContentsSchema.safeParse(input);
      if (!parsed.success)
        return Promise.resolve(failure(new Error('The backup’s contents could not be read')));
      return host.consistent(async () => {
        const started = host.now();
        const db = host.current();
        if (!db) return failure(new Error('Nothing is loaded to back up'));
        let bytes: Uint8Array;
        // One synchronous run: no query or write sees the backup's tables in the live database.
        writeBackupTables(db, parsed.data);
        try {
          bytes = db.export();
        } finally {
          dropBackupTables(db);
        }
        const file = await deliverBackup(bytes, target, host.pause, onProgress);
        return { kind: 'ok', file, bytes: bytes.length, ms: host.now() - started };
      });
    },

    /**
     * Checks a file before anything changes: SQLite's header, this app's application_id, a
     * known schema version, SQLite's quick_check; then migrates an older one and says what it
     * holds. The checked database waits for `restoreBackup` (or the next file).
     */
    async inspectBackup(input: unknown, fileName: string): Promise<InspectResult> {
      dropCandidate();
      const name = typeof fileName === 'string' && fileName ? fileName.slice(0, 200) : 'The file';
      if (!(input instanceof Uint8Array)) return refused(name, 'unreadable');
      const headerProblem = sqliteHeaderProblem(input);
      if (headerProblem) return refused(name, headerProblem);
      let db: Database;
      try {
        db = host.openDatabase(input);
      } catch {
        return refused(name, 'not-sqlite');
      }
      try {
        const problem = host.versions.problem(db) ?? quickCheckProblem(db);
        if (problem) {
          db.close();
          return refused(name, problem);
        }
        host.versions.migrate(db);
        const contents = readBackupTables(db);
        const summary = backupSummary(db, contents.savedAt);
        dropBackupTables(db);
        const choice = parseChoice(contents.choice) ?? { kind: 'own' };
        candidate = { db, bytes: input, choice, invoices: summary.bills };
        return { kind: 'ready', summary, contents, choice };
      } catch {
        db.close();
        return refused(name, 'unreadable');
      }
    },

    /** Forgets the checked file: the person said no. */
    cancelRestore(): void {
      dropCandidate();
    },

    /**
     * Makes the checked file the kept table, as holding the change log up to `mark` (the page
     * has written the file's log first). The table it replaces is held for `undoRestore`.
     */
    async restoreBackup(mark: number): Promise<RestoreResult> {
      const started = host.now();
      const waiting = candidate;
      if (!waiting) return failure(new Error('No checked backup is waiting to be restored'));
      try {
        return await host.consistent(async () => {
          const { db, bytes, choice, invoices } = waiting;
          const result = await install(choice, bytes, db, mark, invoices);
          if (result.kind === 'error') return result;
          candidate = null;
          holdReplaced(result.previous);
          return { kind: 'ok', choice, invoices, ms: host.now() - started };
        });
      } catch (error) {
        return failure(error);
      }
    },

    /** Puts back the table the last restore replaced, as `choice` holding the log up to `mark`. */
    async undoRestore(choiceInput: unknown, mark: number): Promise<RestoreResult> {
      const started = host.now();
      const choice = parseChoice(choiceInput);
      const held = replaced;
      if (!held || !choice) return failure(new Error('There is no restore to undo'));
      try {
        return await host.consistent(async () => {
          // Counted here, not when the restore replaced it: that was the restore's time.
          const invoices = backupSummary(held, null).bills;
          const result = await install(choice, held.export(), held, mark, invoices);
          if (result.kind === 'error') return result;
          replaced = null;
          // The restored table it replaces is not held: the Undo of a restore has no Undo.
          result.previous?.close();
          return { kind: 'ok', choice, invoices, ms: host.now() - started };
        });
      } catch (error) {
        return failure(error);
      }
    },
  };
}
