import * as Comlink from 'comlink';
import type { LoadProgress } from '../../worker/types';
import type { InvoiceClient, StartedClient } from './client';
import { WorkerStoppedError } from './watchdog';
import {
  initialSource,
  sourceReducer,
  type SourceEvent,
  type SourcePhase,
  type SourceState,
} from './lifecycle';

export interface SourceOptions {
  /** The sample size to load first. */
  size: number;
  /** Starts the worker (client.ts); tests give a stand-in. */
  start: () => Promise<StartedClient>;
  /**
   * Runs on a sample once the worker has loaded it, before the screen shows it (reapplying
   * stored changes); what it returns is a problem to report, or null.
   */
  prepare?: (client: InvoiceClient, size: number) => Promise<string | null>;
}

/** What the screen needs of the source: the data's revision, and the one way to move it. */
export interface DataRevision {
  revision(): number;
  /** Called after every revision change. */
  subscribe(listener: () => void): () => void;
  /** A write has been made (or tried): the data's revision goes up and the screen asks again. */
  written(): void;
}

export interface InvoiceSource extends DataRevision {
  getState(): SourceState;
  phase(): SourcePhase;
  /** The technical detail once the worker crashed or stopped answering, else null. */
  stopped(): string | null;
  /** Starts the worker and loads the first sample; returns what stops it. */
  open(): () => void;
  /** Loads a sample of another size (behind the table, once one is loaded). */
  load(size: number): void;
}

export const startFailed = 'The table could not start. Reloading the page may help.';
export const loadFailed = 'The invoices could not be loaded. Reloading the page may help.';

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The source of rows: runs the lifecycle (lifecycle.ts) against the worker, outside React. Every
 * change goes through `sourceReducer`; listeners hear of each.
 */
export function createInvoiceSource(options: SourceOptions): InvoiceSource {
  let state = initialSource(options.size);
  const listeners = new Set<() => void>();
  /** Bumped by `open` and its stop, so what an earlier opening started reports nothing. */
  let opening = 0;

  const dispatch = (event: SourceEvent) => {
    const next = sourceReducer(state, event);
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener();
  };

  async function runLoad(client: InvoiceClient, size: number, mine: () => boolean) {
    const onProgress = Comlink.proxy((progress: LoadProgress) => {
      if (mine()) dispatch({ type: 'progress', size, progress });
    });
    try {
      const result = await client.load(size, onProgress);
      if (result.kind === 'error') {
        if (mine())
          dispatch({ type: 'failed', size, reason: loadFailed, detail: result.errors.join('; ') });
        return;
      }
      const problem = options.prepare ? await options.prepare(client, size) : null;
      if (mine()) dispatch({ type: 'loaded', size, count: result.count, ms: result.ms, problem });
    } catch (error) {
      // A worker that stopped says so through `onStopped`; anything else is a failed load.
      if (mine() && !(error instanceof WorkerStoppedError)) {
        dispatch({ type: 'failed', size, reason: loadFailed, detail: describe(error) });
      }
    }
  }

  /** Loads the size asked for whenever a `load` or `started` event asks for a new one. */
  const loadAsked = (event: SourceEvent) => {
    const before = state.phase;
    dispatch(event);
    const after = state.phase;
    if (after === before || after.status !== 'loading') return;
    if (before.status === 'loading' && before.size === after.size) return;
    const current = opening;
    void runLoad(after.client, after.size, () => current === opening);
  };

  return {
    getState: () => state,
    phase: () => state.phase,
    stopped: () => state.stopped,
    revision: () => state.revision,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    written: () => dispatch({ type: 'wrote' }),
    load: (size) => loadAsked({ type: 'load', size }),
    open() {
      const current = ++opening;
      let stop: (() => void) | null = null;
      options.start().then(
        (started) => {
          if (current !== opening) return started.terminate();
          stop = started.terminate;
          started.onStopped((detail) => {
            if (current === opening) dispatch({ type: 'stopped', detail });
          });
          loadAsked({ type: 'started', client: started.client });
        },
        (error: unknown) => {
          if (current !== opening) return;
          dispatch({ type: 'failed', reason: startFailed, detail: describe(error) });
        },
      );
      return () => {
        opening += 1;
        stop?.();
        // Opened again (React's strict mode does), it starts afresh.
        const size = state.phase.status === 'failed' ? options.size : state.phase.size;
        state = initialSource(size);
      };
    },
  };
}
