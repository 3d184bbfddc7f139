import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { RecordAction, RecordState } from '../records';

/** How long a change that needs new rows waits for them before it shows without them (busy). */
export const holdMs = 80;

export interface RowsGateOptions<Id extends string, Filter, Read> {
  /** The state on screen, and the data's revision its rows are read at. */
  state: RecordState<Id, Filter>;
  revision: number;
  reduce: (
    state: RecordState<Id, Filter>,
    action: RecordAction<Id, Filter>,
  ) => RecordState<Id, Filter>;
  /** The list's own dispatch (its reducer in React). */
  dispatch: (action: RecordAction<Id, Filter>) => void;
  /** Which rows a state shows: two states with one key show the same rows. */
  keyOf: (state: RecordState<Id, Filter>, revision: number) => string;
  /** Reads a state's first rows (kept, so a second ask is answered by the first). */
  fetch: (state: RecordState<Id, Filter>, revision: number) => Promise<Read>;
  /** A state's first rows, when already read. */
  known: (state: RecordState<Id, Filter>, revision: number) => Read | undefined;
  /** Shows the rows read for `key`, in the same render as the change that asked for them. */
  show: (key: string, read: Read) => void;
  /** A change left for new rows (the bench pairs it with its input). */
  onAsk: () => void;
}

/**
 * Holds a change that needs new rows until they come, then gives the list the change and its
 * rows together: one render per click or key, not two (the change with the old rows marked busy,
 * then its rows), and the question leaves in the input's own task, before React renders
 * anything. Rows read ahead (a button pressed, ~60 ms before its click) show in the click's own
 * task. A change that needs no new rows shows at once, or with the held change it follows; rows
 * slower than `holdMs` let the change show first, as the bills list's table gate does.
 */
export function useRowsGate<Id extends string, Filter, Read>(
  options: RowsGateOptions<Id, Filter, Read>,
) {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const held = useRef<RecordAction<Id, Filter>[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** The rows key the held change waits for. */
  const waiting = useRef<string | null>(null);
  /** The last key asked for through `onAsk`. */
  const announced = useRef<string | null>(null);
  /** Changes let through and not yet rendered: what the list's state is about to be. */
  const passed = useRef<{ state: RecordState<Id, Filter>; over: RecordState<Id, Filter> } | null>(
    null,
  );
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  return useMemo(() => {
    /** The state the list will show once what was let through renders. */
    const base = () => {
      const { state } = latest.current;
      const through = passed.current;
      return through && through.over === state ? through.state : state;
    };
    /** The state the list will show once the held change is let through too. */
    const target = () => held.current.reduce(latest.current.reduce, base());

    /** Lets the held change through, with the rows read for it when they came. */
    const release = (answer: { key: string; read: Read } | null) => {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
      waiting.current = null;
      const actions = held.current.splice(0);
      const { dispatch, reduce, state, show } = latest.current;
      if (actions.length > 0) {
        passed.current = { state: actions.reduce(reduce, base()), over: state };
        for (const action of actions) dispatch(action);
      }
      if (answer) show(answer.key, answer.read);
    };

    return {
      dispatch(action: RecordAction<Id, Filter>) {
        const { reduce, keyOf, revision, known, fetch, onAsk } = latest.current;
        const before = target();
        const next = reduce(before, action);
        const key = keyOf(next, revision);
        if (key === keyOf(before, revision)) {
          // Its rows are on screen, or on their way for the change held: it shows with them.
          if (held.current.length === 0) latest.current.dispatch(action);
          else held.current.push(action);
          return;
        }
        held.current.push(action);
        announced.current = key;
        onAsk();
        const read = known(next, revision);
        if (read !== undefined) {
          release({ key, read });
          return;
        }
        waiting.current = key;
        timer.current ??= setTimeout(() => release(null), holdMs);
        fetch(next, revision).then(
          (answer) => {
            if (waiting.current === key) release({ key, read: answer });
          },
          () => {
            // The list's own read asks again and says why it failed.
            if (waiting.current === key) release(null);
          },
        );
      },
      readAhead(action: RecordAction<Id, Filter>) {
        const { reduce, keyOf, revision, fetch } = latest.current;
        const before = target();
        const next = reduce(before, action);
        if (keyOf(next, revision) !== keyOf(before, revision))
          fetch(next, revision).catch(() => undefined);
      },
      /** Whether the rows of `key` were asked for through the gate (the bench was told). */
      asking: (key: string) => announced.current === key,
    };
  }, []);
}
