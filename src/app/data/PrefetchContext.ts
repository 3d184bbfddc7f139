import { createContext, useContext } from 'react';
import type { TableAction } from '../state/actions';

/**
 * Fetches the rows an action would need before it is dispatched (tableGate.ts `prefetch`): a
 * button calls it on `pointerdown`, ~60 ms before its click, so the click shows the rows in its
 * own frame. Stable for the screen's life, so reading it re-renders nothing; a no-op outside it.
 */
export type Prefetch = (
  actions: TableAction | readonly TableAction[],
  when: 'now' | 'idle' | 'typing',
) => void;

const none: Prefetch = () => undefined;

export const PrefetchContext = createContext<Prefetch>(none);

export function usePrefetch(): Prefetch {
  return useContext(PrefetchContext);
}

/** Props for a button whose click dispatches `action`: its rows are fetched on the press. */
export function pressProps(prefetch: Prefetch, action: () => TableAction) {
  return {
    onPointerDown: (event: { button: number }) => {
      if (event.button === 0) prefetch(action(), 'now');
    },
  };
}
