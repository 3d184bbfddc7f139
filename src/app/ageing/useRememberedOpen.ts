import { useCallback, useState } from 'react';

function read(key: string): boolean {
  try {
    return window.localStorage.getItem(key) !== 'closed';
  } catch {
    return true;
  }
}

/**
 * Whether a section is open, remembered in localStorage (open unless closed before). Storage
 * that cannot be written (private mode, quota) only means it is not remembered.
 */
export function useRememberedOpen(key: string): [boolean, (open: boolean) => void] {
  const [open, setOpenState] = useState(() => read(key));
  const setOpen = useCallback(
    (next: boolean) => {
      setOpenState(next);
      try {
        window.localStorage.setItem(key, next ? 'open' : 'closed');
      } catch {
        // Not remembered; the section still opens and closes.
      }
    },
    [key],
  );
  return [open, setOpen];
}
