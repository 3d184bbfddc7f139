import { useState } from 'react';

/**
 * A control's own copy of a table value: it shows what the person chose at once, while the table
 * shows the change only with its rows (useRowsGate.ts). It also keeps what was chosen and not yet
 * seen back, in order: the table may show an earlier choice first (an earlier key's search),
 * which must not replace the newer one in the control. A table value that is none of those (a
 * view, the address, Escape) replaces the copy.
 */
export function useLocalValue<T>(tableValue: T): [T, (value: T) => void] {
  const [local, setLocal] = useState(tableValue);
  const [pending, setPending] = useState<readonly T[]>([]);
  const [seen, setSeen] = useState(tableValue);
  if (!Object.is(tableValue, seen)) {
    setSeen(tableValue);
    const at = pending.findIndex((value) => Object.is(value, tableValue));
    if (at >= 0) setPending(pending.slice(at + 1));
    else {
      setLocal(tableValue);
      setPending([]);
    }
  }
  const choose = (value: T) => {
    setLocal(value);
    // Back to what the table shows: it will not change to show it, so nothing is awaited.
    setPending((before) => (Object.is(value, seen) ? [] : [...before, value]));
  };
  return [local, choose];
}
