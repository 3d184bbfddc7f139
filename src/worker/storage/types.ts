/**
 * Where the kept database lives: its checkpoint files, and the small record saying which file is
 * the current one (written last, so a checkpoint is in place only once it is whole).
 */
export interface KeptMeta {
  version: 1;
  /** The data set the file holds (choice.ts, datasetOf). */
  dataset: string;
  file: string;
  /** Counts checkpoints; each new file is named after the next one, beside the current file. */
  generation: number;
  /** The change log's last entry already in the file: reopening replays only what follows. */
  mark: number;
  invoices: number;
  bytes: number;
  savedAt: number;
  /**
   * The schema version of the file (migrations/); absent in a record written before versions.
   * A tab whose code is older than this writes no checkpoint over it.
   */
  schema?: number;
  /**
   * The checkpoint before this one, kept until the next is saved: reopening falls back to it
   * (with the change log since its mark) when this one cannot be read.
   */
  previous?: KeptGeneration;
  /** A checkpoint that could not be read, kept (not deleted) for the person to download. */
  setAside?: string;
}

/** One checkpoint file as the record names it. */
export interface KeptGeneration {
  file: string;
  generation: number;
  mark: number;
  invoices: number;
  bytes: number;
  savedAt: number;
  schema?: number;
}

export interface KeptStore {
  /** 'opfs' or 'indexeddb', for the closing notes and tests. */
  readonly kind: string;
  /** Writes a whole file; `pause` lets waiting queries run between parts of a large one. */
  writeFile(name: string, bytes: Uint8Array, pause: () => Promise<void>): Promise<void>;
  readFile(name: string): Promise<Uint8Array | null>;
  removeFile(name: string): Promise<void>;
  listFiles(): Promise<string[]>;
  readMeta(): Promise<unknown>;
  writeMeta(meta: KeptMeta): Promise<void>;
  readChoice(): Promise<unknown>;
  writeChoice(choice: unknown): Promise<void>;
}

const whole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;

function parseGeneration(input: unknown): KeptGeneration | null {
  if (typeof input !== 'object' || input === null) return null;
  const g = input as Partial<KeptGeneration>;
  if (typeof g.file !== 'string' || !whole(g.generation) || !whole(g.mark)) return null;
  if (!whole(g.invoices) || !whole(g.bytes)) return null;
  return {
    file: g.file,
    generation: g.generation,
    mark: g.mark,
    invoices: g.invoices,
    bytes: g.bytes,
    savedAt: typeof g.savedAt === 'number' ? g.savedAt : 0,
    ...(whole(g.schema) ? { schema: g.schema } : {}),
  };
}

export function parseMeta(input: unknown): KeptMeta | null {
  if (typeof input !== 'object' || input === null) return null;
  const m = input as Partial<KeptMeta>;
  if (m.version !== 1 || typeof m.dataset !== 'string' || typeof m.file !== 'string') return null;
  if (!whole(m.generation) || !whole(m.mark) || !whole(m.invoices) || !whole(m.bytes)) return null;
  const previous = parseGeneration(m.previous);
  return {
    version: 1,
    dataset: m.dataset,
    file: m.file,
    generation: m.generation,
    mark: m.mark,
    invoices: m.invoices,
    bytes: m.bytes,
    savedAt: typeof m.savedAt === 'number' ? m.savedAt : 0,
    ...(whole(m.schema) ? { schema: m.schema } : {}),
    ...(previous ? { previous } : {}),
    ...(typeof m.setAside === 'string' ? { setAside: m.setAside } : {}),
  };
}
