import { useEffect, useState, useSyncExternalStore } from 'react';
import { createInvoiceSource, type InvoiceSource, type SourceOptions } from './source';
import type { SourcePhase } from './lifecycle';

/**
 * The source of rows for as long as the component lives (source.ts): the worker starts when it
 * mounts and stops when it unmounts. Returns the source and its phase (which does not change for
 * a write: only the revision does, and the screen follows that on its own).
 */
export function useInvoiceSource(options: () => SourceOptions): {
  source: InvoiceSource;
  phase: SourcePhase;
  /** The technical detail once the worker crashed or stopped answering, else null. */
  stopped: string | null;
} {
  const [source] = useState(() => createInvoiceSource(options()));
  useEffect(() => source.open(), [source]);
  const phase = useSyncExternalStore(source.subscribe, source.phase);
  const stopped = useSyncExternalStore(source.subscribe, source.stopped);
  return { source, phase, stopped };
}
