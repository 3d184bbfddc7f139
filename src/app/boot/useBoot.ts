import { useEffect, useState } from 'react';
import type { Boot } from './readBoot';

export type { Boot } from './readBoot';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/**
 * Runs `read` (storage and the link) once. `boot` is null until it is done; `booted` resolves
 * with the same value, for work that starts before it (the worker's load) and needs it at its end.
 * `failed`: `read` failed (its code could not be loaded).
 */
export function useBoot(read: () => Promise<Boot>) {
  const [boot, setBoot] = useState<Boot | null>(null);
  const [failed, setFailed] = useState(false);
  const [{ promise: booted, resolve }] = useState(() => deferred<Boot>());
  useEffect(() => {
    let live = true;
    read().then(
      (value) => {
        if (!live) return;
        resolve(value);
        setBoot(value);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [read, resolve]);
  return { boot, booted, failed };
}
