import { parseMeta, type KeptMeta, type KeptStore } from './storage/types';

/** The Web Lock that keeps two tabs from writing (or one from reading while another writes). */
export const checkpointLock = 'invoice-table-checkpoint';

export interface CheckpointRequest {
  dataset: string;
  /** The change log's last entry the database holds. */
  mark: number;
  invoices: number;
  /** The person chose a new data set: it replaces whatever is kept. */
  replace?: boolean;
}

export type CheckpointOutcome =
  { kind: 'saved'; meta: KeptMeta } | { kind: 'skipped'; reason: string };

/**
 * Writes a checkpoint beside the current one, then moves it into place by writing the record that
 * names it; only then is the old file removed. A write that fails (QuotaExceededError, a closed
 * tab) leaves the old checkpoint and its record as they were, and removes its own partial file.
 * A checkpoint never replaces a newer one another tab wrote, nor another data set unless the
 * person chose it (`replace`). Run it holding `checkpointLock`.
 */
export async function writeCheckpoint(
  store: KeptStore,
  request: CheckpointRequest,
  bytes: Uint8Array,
  pause: () => Promise<void>,
  now: () => number = Date.now,
): Promise<CheckpointOutcome> {
  const current = parseMeta(await store.readMeta());
  if (current && !request.replace) {
    if (current.dataset !== request.dataset) {
      return { kind: 'skipped', reason: 'another tab chose other data' };
    }
    if (current.mark > request.mark) {
      return { kind: 'skipped', reason: 'a newer checkpoint is kept' };
    }
  }
  const generation = (current?.generation ?? 0) + 1;
  const meta: KeptMeta = {
    version: 1,
    dataset: request.dataset,
    file: `checkpoint-${generation}.sqlite`,
    generation,
    mark: request.mark,
    invoices: request.invoices,
    bytes: bytes.length,
    savedAt: now(),
  };
  try {
    await store.writeFile(meta.file, bytes, pause);
    await store.writeMeta(meta);
  } catch (error) {
    await store.removeFile(meta.file).catch(() => undefined);
    throw error;
  }
  // The new file is in place: the old one, and any left by a write cut short, can go.
  for (const name of await store.listFiles().catch(() => [])) {
    if (name !== meta.file) await store.removeFile(name).catch(() => undefined);
  }
  return { kind: 'saved', meta };
}

export type ReadOutcome =
  | { kind: 'found'; meta: KeptMeta; bytes: Uint8Array }
  | { kind: 'none' }
  | { kind: 'failed'; reason: string };

/** Reads the kept checkpoint of `dataset`, if the current one is of it. Run it holding the lock (shared). */
export async function readCheckpoint(store: KeptStore, dataset: string): Promise<ReadOutcome> {
  const meta = parseMeta(await store.readMeta());
  if (!meta || meta.dataset !== dataset) return { kind: 'none' };
  try {
    const bytes = await store.readFile(meta.file);
    if (!bytes) return { kind: 'failed', reason: 'its file is missing' };
    if (bytes.length !== meta.bytes) return { kind: 'failed', reason: 'its file is incomplete' };
    return { kind: 'found', meta, bytes };
  } catch (error) {
    return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
  }
}

/** Why a write to storage failed, in words a person can act on. */
export function describeStorageError(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'QuotaExceededError') return 'the browser’s storage for this site is full';
  if (name === 'SecurityError' || name === 'NotAllowedError') {
    return 'the browser is not letting this site store data';
  }
  const message = error instanceof Error ? error.message : String(error);
  return `storage failed (${message})`;
}
