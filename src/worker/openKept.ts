import type { Database } from 'sql.js';
import { dropBackupTables } from '../sql/io/backupFile';
import { openStore } from '../sql/io/load';
import {
  checkDatabaseVersion,
  DatabaseVersionError,
  readDatabaseVersion,
  schemaVersion,
} from '../sql/schema/migrations';
import { checkpointLock, isNewer, readCheckpoint, setAsideCurrent } from './checkpoint';
import { withLock } from './storage/openStore';
import type { KeptMeta, KeptStore } from './storage/types';
import type { LoadProgress } from './types';

export type KeptOpening =
  | { kind: 'opened'; db: Database; meta: KeptMeta; fellBack: FellBack | null }
  | { kind: 'newer' }
  | { kind: 'none' }
  | { kind: 'failed'; reason: string };

/** The current checkpoint could not be read: the one before it was opened instead. */
export interface FellBack {
  /** When the generation opened was saved (ms since the epoch). */
  savedAt: number;
  /** The unreadable file, kept aside in the store for the person to download. */
  setAside: string;
  /** It opened, but SQLite's check found it damaged inside (keptCheck.ts). */
  damaged: boolean;
}

/**
 * Opens a checkpoint's bytes and brings them to this build's schema. Refuses (DatabaseVersionError
 * 'newer') a database from a later build before writing anything to it; says 'updating' while
 * an older one migrates. The copy in storage is untouched: the migrated database is saved by the
 * next checkpoint, beside it.
 */
function openBytes(
  openDatabase: (bytes: Uint8Array) => Database,
  bytes: Uint8Array,
  meta: KeptMeta,
  onProgress?: (progress: LoadProgress) => void,
): Database {
  const db = openDatabase(bytes);
  try {
    const version = readDatabaseVersion(db);
    checkDatabaseVersion(version);
    if (version.version < schemaVersion) {
      onProgress?.({ loaded: 0, count: meta.invoices, phase: 'updating' });
    }
    openStore(db);
    // A restored backup is kept as the file was given: its own tables go when it is opened.
    dropBackupTables(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Why a file that opened is set aside all the same. */
export const damagedReason = 'SQLite’s check found it damaged';

/**
 * Opens the kept checkpoint of `dataset`. When it cannot be read (missing, cut short, not a
 * database), or it is `damaged` (the file SQLite's check found damaged after it opened), the
 * generation before it is opened instead and the bad file set aside, so the changes logged since
 * that generation's mark bring the table back to where it was.
 */
export async function openKept(
  store: KeptStore,
  dataset: string,
  openDatabase: (bytes: Uint8Array) => Database,
  onProgress?: (progress: LoadProgress) => void,
  damaged?: string,
): Promise<KeptOpening> {
  const outcome = await withLock(checkpointLock, 'shared', () => readCheckpoint(store, dataset));
  if (outcome.kind === 'none') return outcome;
  if (outcome.kind === 'found' && isNewer(outcome.meta)) return { kind: 'newer' };
  let reason: string;
  const checkFailed = outcome.kind === 'found' && outcome.meta.file === damaged;
  if (checkFailed) {
    reason = damagedReason;
  } else if (outcome.kind === 'found') {
    onProgress?.({ loaded: 0, count: outcome.meta.invoices, phase: 'opening' });
    try {
      const db = openBytes(openDatabase, outcome.bytes, outcome.meta, onProgress);
      return { kind: 'opened', db, meta: outcome.meta, fellBack: null };
    } catch (error) {
      if (error instanceof DatabaseVersionError && error.kind === 'newer') return { kind: 'newer' };
      reason = reasonOf(error);
    }
  } else {
    reason = outcome.reason;
  }
  const earlier = await withLock(checkpointLock, 'shared', () =>
    readCheckpoint(store, dataset, true),
  );
  if (earlier.kind !== 'found') return { kind: 'failed', reason };
  let db: Database;
  try {
    db = openBytes(openDatabase, earlier.bytes, earlier.meta, onProgress);
  } catch {
    return { kind: 'failed', reason };
  }
  try {
    const meta = await withLock(checkpointLock, 'exclusive', () =>
      setAsideCurrent(store, earlier.meta.file),
    );
    return {
      kind: 'opened',
      db,
      meta: { ...meta, mark: earlier.meta.mark },
      fellBack: {
        savedAt: earlier.meta.savedAt,
        setAside: meta.setAside ?? '',
        damaged: checkFailed,
      },
    };
  } catch (error) {
    db.close();
    return { kind: 'failed', reason: `${reason}; ${reasonOf(error)}` };
  }
}
