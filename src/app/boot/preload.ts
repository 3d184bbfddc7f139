import { startTransition, useEffect, useState } from 'react';

/** A module whose loading has started; `loaded` is set once it has been evaluated. */
export interface Preloaded<T> {
  promise: Promise<T>;
  loaded: T | null;
}

/**
 * Starts loading a module now, so it is evaluated (in a task of its own) before it is needed.
 * Pairs with `usePreloaded`, which renders it without lazy() and Suspense: React holds back the
 * reveal of a Suspense boundary that showed its fallback for up to 300 ms.
 */
export function preload<T>(load: () => Promise<T>): Preloaded<T> {
  const entry: Preloaded<T> = { promise: load(), loaded: null };
  entry.promise.then(
    (module) => {
      entry.loaded = module;
    },
    () => undefined,
  );
  return entry;
}

/** The module once it is loaded (the component renders again then), or whether loading failed. */
export function usePreloaded<T>(entry: Preloaded<T>): { module: T | null; failed: boolean } {
  const [module, setModule] = useState(entry.loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (module) return;
    let live = true;
    entry.promise.then(
      (loaded) => live && startTransition(() => setModule(() => loaded)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [entry, module]);
  return { module, failed };
}
