import * as Comlink from 'comlink';
import type { LoadProgress, OpenRequest } from '../../worker/types';
import type { InvoiceClient, StartedClient } from './client';
import { WorkerStoppedError } from './watchdog';
import {
  initialSource,
  requestOf,
  sourceReducer,
  type Opened,
  type Prepared,
  type SourceEvent,
  type SourcePhase,
  type SourceState,
} from './lifecycle';

export interface SourceOptions {
  /** What to open first: the kept table, or what the link asks for. */
  request: OpenRequest;
  /** Starts the worker (client.ts); tests give a stand-in. */
  start: () => Promise<StartedClient>;
  /**
   * Runs on a table once the worker has opened it, before the screen shows it (reapplying the
   * changes logged since its checkpoint, saying how many through `onReplay`); what it returns is
   * a problem to report, and the last log entry the table holds.
   */
  prepare?: (
    client: InvoiceClient,
    opened: Opened,
    onReplay: (count: number) => void,
  ) => Promise<Prepared>;
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
  /** Starts the worker and opens the first request; returns what stops it. */
  open(): () => void;
  /** Opens what another request asks for (behind the table, once one is in). */
  choose(request: OpenRequest): void;
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
  let state = initialSource(options.request);
  const listeners = new Set<() => void>();
  /** Bumped by `open` and its stop, so what an earlier opening started reports nothing. */
  let opening = 0;

  const dispatch = (event: SourceEvent) => {
    const next = sourceReducer(state, event);
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener();
  };

  async function runLoad(client: InvoiceClient, request: OpenRequest, mine: () => boolean) {
    const onProgress = Comlink.proxy((progress: LoadProgress) => {
      if (mine()) dispatch({ type: 'progress', request, progress });
    });
    try {
      const result = await client.open(request, onProgress);
      if (result.kind === 'error') {
        if (mine()) {
          const detail = result.errors.join('; ');
          dispatch({ type: 'failed', request, reason: result.refused ?? loadFailed, detail });
        }
        return;
      }
      if (result.kind === 'unreadable') {
        if (mine()) dispatch({ type: 'asking', request, question: result });
        return;
      }
      const onReplay = (count: number) => {
        if (mine()) dispatch({ type: 'replaying', request, count });
      };
      const prepared = options.prepare
        ? await options.prepare(client, result, onReplay)
        : { problem: null, base: result.mark };
      if (mine()) dispatch({ type: 'loaded', request, opened: result, prepared });
    } catch (error) {
      // A worker that stopped says so through `onStopped`; anything else is a failed load.
      if (mine() && !(error instanceof WorkerStoppedError)) {
        dispatch({ type: 'failed', request, reason: loadFailed, detail: describe(error) });
      }
    }
  }

  /** Opens the request asked for whenever an `open` or `started` event asks for a new one. */
  const loadAsked = (event: SourceEvent) => {
    const before = state.phase;
    dispatch(event);
    const after = state.phase;
    if (after === before || after.status !== 'loading') return;
    if (before.status === 'loading' && before.request === after.request) return;
    const current = opening;
    void runLoad(after.client, after.request, () => current === opening);
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
    choose: (request) => loadAsked({ type: 'open', request }),
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
        state = initialSource(requestOf(state.phase) ?? options.request);
      };
    },
  };
}
