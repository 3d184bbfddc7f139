import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function that stays the same across renders and calls the latest `callback`: for handlers
 * passed to memoised parts (a menu, the view tabs) that would otherwise re-render with every
 * state change only because the handler was made again. Not for calling during render.
 */
export function useStableCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
