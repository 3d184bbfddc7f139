import { newerDatabaseSentence, schemaVersion } from '../sql/schema/migrations';
import { parseMeta, type KeptGeneration, type KeptMeta, type KeptStore } from './storage/types';

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
  | { kind: 'saved'; meta: KeptMeta }
  | { kind: 'skipped'; reason: string }
  | { kind: 'newer'; reason: string };

/** Whether a record was written by a build whose schema is later than this one's. */
export function isNewer(meta: Pick<KeptMeta, 'schema'> | null): boolean {
  return (meta?.schema ?? 0) > schemaVersion;
}

/**
 * Writes a checkpoint beside the current one, then moves it into place by writing the record that
 * names it; only then is the old file removed. A write that fails (QuotaExceededError, a closed
 * tab) leaves the old checkpoint and its record as they were, and removes its own partial file.
 * A checkpoint never replaces a newer one another tab wrote, nor another data set unless the
 * person chose it (`replace`), nor (even then) one a later version of the app wrote: this build
 * would write its older schema over it. The checkpoint it replaces is kept as `previous`, the
 * generation reopening falls back to. Run it holding `checkpointLock`.
 */
export async function writeCheckpoint(
  store: KeptStore,
  request: CheckpointRequest,
  bytes: Uint8Array,
  pause: () => Promise<void>,
  now: () => number = Date.now,
): Promise<CheckpointOutcome> {
  const current = parseMeta(await store.readMeta());
  if (isNewer(current)) return { kind: 'newer', reason: newerDatabaseSentence };
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
    schema: schemaVersion,
    ...(current && current.dataset === request.dataset ? { previous: generationOf(current) } : {}),
    ...(current?.setAside ? { setAside: current.setAside } : {}),
  };
  try {
    await store.writeFile(meta.file, bytes, pause);
    await store.writeMeta(meta);
  } catch (error) {
    await store.removeFile(meta.file).catch(() => undefined);
    throw error;
  }
  // The new file is in place: the one before it stays, as does a file set aside; the older
  // one, and any left by a write cut short, can go.
  const keep = new Set([meta.file, meta.previous?.file, meta.setAside]);
  for (const name of await store.listFiles().catch(() => [])) {
    if (!keep.has(name)) await store.removeFile(name).catch(() => undefined);
  }
  return { kind: 'saved', meta };
}

function generationOf(meta: KeptMeta): KeptGeneration {
  const { file, generation, mark, invoices, bytes, savedAt, schema } = meta;
  return { file, generation, mark, invoices, bytes, savedAt, ...(schema ? { schema } : {}) };
}

export type ReadOutcome =
  | { kind: 'found'; meta: KeptMeta; bytes: Uint8Array }
  | { kind: 'none' }
  | { kind: 'failed'; reason: string };

/**
 * Reads the kept checkpoint of `dataset`, if the current one is of it: the current generation, or
 * with `previous`, the one before it. Run it holding the lock (shared).
 */
export async function readCheckpoint(
  store: KeptStore,
  dataset: string,
  previous = false,
): Promise<ReadOutcome> {
  const record = await store.readMeta();
  const current = parseMeta(record);
  // A record that is there but cannot be read (damaged, or a later build's) may name a kept
  // table: never taken for none, which would make a new table over it without asking.
  if (!current && record !== undefined && record !== null) {
    return { kind: 'failed', reason: 'the record of which copy is current cannot be read' };
  }
  if (!current || current.dataset !== dataset) return { kind: 'none' };
  const generation = previous ? current.previous : current;
  if (!generation) return { kind: 'none' };
  const meta: KeptMeta = { ...current, ...generation };
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

/**
 * Makes the previous generation (`previousFile`, as read) the current one and keeps the damaged
 * file aside (named in the record, never deleted by a checkpoint), so it can be downloaded. Run
 * it holding the lock (exclusive).
 */
export async function setAsideCurrent(store: KeptStore, previousFile: string): Promise<KeptMeta> {
  const current = parseMeta(await store.readMeta());
  if (!current?.previous || current.previous.file !== previousFile) {
    throw new Error('The kept checkpoint changed while it was being read');
  }
  const { previous, ...rest } = current;
  // The count goes on from the damaged file's, so the next checkpoint's name is a new one.
  const meta: KeptMeta = {
    ...rest,
    ...previous,
    generation: current.generation,
    setAside: current.file,
  };
  delete meta.previous;
  await store.writeMeta(meta);
  return meta;
}

/**
 * Names `file`, still the current checkpoint, as set aside in the record: SQLite's check found it
 * damaged and no earlier generation opens. It stays in place (a reload finds the same and says
 * so again), its bytes can be downloaded (`readSetAside`), and a checkpoint that replaces it
 * later keeps it. Run it holding the lock (exclusive).
 */
export async function markSetAside(store: KeptStore, file: string): Promise<boolean> {
  const current = parseMeta(await store.readMeta());
  if (current?.file !== file) return false;
  await store.writeMeta({ ...current, setAside: file });
  return true;
}

export type SetAsideFile =
  { kind: 'ok'; name: string; bytes: Uint8Array } | { kind: 'error'; errors: string[] };

/** The file the record names as set aside, and its bytes: never another file. */
export async function readSetAsideFile(store: KeptStore): Promise<SetAsideFile> {
  try {
    const name = parseMeta(await store.readMeta())?.setAside;
    const bytes = name ? await store.readFile(name) : null;
    if (!name || !bytes) {
      return { kind: 'error', errors: ['The unreadable copy is no longer kept.'] };
    }
    return { kind: 'ok', name, bytes };
  } catch (error) {
    return {
      kind: 'error',
      errors: [`The unreadable copy could not be read: ${describeStorageError(error)}.`],
    };
  }
}
