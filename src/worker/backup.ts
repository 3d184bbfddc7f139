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

/** How far a backup has been written: bytes of the file. */
export interface BackupProgress {
  done: number;
  total: number;
}

/** Where a backup's bytes go a part at a time, in order, when the screen streams it to a file. */
export type BackupSink = (part: Uint8Array) => Promise<void>;

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
  /** Makes `bytes` the kept database of `choice`, as holding the change log up to `mark`. */
  replaceKept: (
    choice: TableChoice,
    bytes: Uint8Array,
    mark: number,
    invoices: number,
  ) => Promise<{ kind: 'ok' } | { kind: 'error'; errors: string[] }>;
  pause: () => Promise<void>;
  now: () => number;
}

/** A backup is handed over this many bytes at a time, with progress between. */
export const backupPartBytes = 8 * 1024 * 1024;

const failure = (error: unknown) => ({
  kind: 'error' as const,
  errors: [error instanceof Error ? error.message : String(error)],
});

/**
 * Backup and restore of the whole database (issue 25 §3). A backup is the database exported
 * whole with the page's part (change log, views, settings) in tables of its own. A restore
 * checks a file before anything changes, holds it while the person is asked, then makes it the
 * kept database; the table it replaced is held too, so Undo can put it back while the tab is open.
 */
export function createBackups(host: BackupHost) {
  /** The checked file, waiting for the person's word. */
  let candidate: { db: Database; choice: TableChoice; invoices: number } | null = null;
  /** The table a restore replaced, for its Undo. */
  let replaced: { bytes: Uint8Array; invoices: number } | null = null;

  function dropCandidate() {
    candidate?.db.close();
    candidate = null;
  }

  function refused(fileName: string, problem: BackupProblem): InspectResult {
    return { kind: 'refused', problem, message: refusalSentence(fileName, problem) };
  }

  async function install(
    choice: TableChoice,
    bytes: Uint8Array,
    mark: number,
    invoices: number,
    started: number,
  ): Promise<RestoreResult> {
    const kept = await host.replaceKept(choice, bytes, mark, invoices);
    if (kept.kind === 'error') return kept;
    return { kind: 'ok', choice, invoices, ms: host.now() - started };
  }

  return {
    /**
     * Writes the whole database, with the page's `contents`, as one SQLite file: to `sink` a
     * part at a time when given, else as a Blob. Writes wait for it, so the file holds whole
     * writes only.
     */
    backup(
      input: unknown,
      onProgress?: (progress: BackupProgress) => void,
      sink?: BackupSink,
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
        const total = bytes.length;
        onProgress?.({ done: 0, total });
        const parts: Uint8Array[] = [];
        for (let at = 0; at < total; at += backupPartBytes) {
          const end = Math.min(total, at + backupPartBytes);
          // A view would carry its whole buffer across to the page: the sink gets a copy.
          const part = sink ? bytes.slice(at, end) : bytes.subarray(at, end);
          if (sink) await sink(part);
          else parts.push(part);
          onProgress?.({ done: Math.min(total, at + backupPartBytes), total });
          await host.pause();
        }
        const file = sink
          ? null
          : new Blob(parts as BlobPart[], { type: 'application/vnd.sqlite3' });
        return { kind: 'ok', file, bytes: total, ms: host.now() - started };
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
        candidate = { db, choice, invoices: summary.bills };
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
          const current = host.current();
          const bytes = waiting.db.export();
          if (current) {
            replaced = {
              bytes: current.export(),
              invoices: backupSummary(current, null).bills,
            };
          }
          const result = await install(waiting.choice, bytes, mark, waiting.invoices, started);
          if (result.kind === 'ok') dropCandidate();
          return result;
        });
      } catch (error) {
        return failure(error);
      }
    },

    /** Puts back the table the last restore replaced, as `choice` holding the log up to `mark`. */
    async undoRestore(choiceInput: unknown, mark: number): Promise<RestoreResult> {
      const started = host.now();
      const choice = parseChoice(choiceInput);
      if (!replaced || !choice) return failure(new Error('There is no restore to undo'));
      const { bytes, invoices } = replaced;
      try {
        const result = await install(choice, bytes, mark, invoices, started);
        if (result.kind === 'ok') replaced = null;
        return result;
      } catch (error) {
        return failure(error);
      }
    },
  };
}
