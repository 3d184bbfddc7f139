import { startTransition, useEffect, useState } from 'react';

/** A module whose loading has started; `loaded` is set once it has been evaluated. */
export interface Preloaded<T> {
  promise: Promise<T>;
  loaded: T | null;
}

/** How long a piece of the app may take to arrive before start-up says it could not load. */
export const preloadDeadlineMs = 30_000;

/** `promise`, or a failure once `ms` have passed without it settling. */
export function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not arrive within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Starts loading a module now, so it is evaluated (in a task of its own) before it is needed.
 * Pairs with `usePreloaded`, which renders it without lazy() and Suspense: React holds back the
 * reveal of a Suspense boundary that showed its fallback for up to 300 ms. A module that has not
 * arrived within `deadlineMs` counts as failed, so start-up never waits forever.
 */
export function preload<T>(load: () => Promise<T>, deadlineMs = preloadDeadlineMs): Preloaded<T> {
  const promise = withDeadline(load(), deadlineMs, 'A piece of the app');
  const entry: Preloaded<T> = { promise, loaded: null };
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
