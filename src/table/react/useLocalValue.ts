import { useState } from 'react';

/**
 * A control's own copy of a table value: it shows what the person chose at once, while the table
 * shows the change only with its rows (data/tableGate.ts). When the table's value changes to
 * something else (a view, the address, Escape), the copy follows it.
 */
export function useLocalValue<T>(tableValue: T): [T, (value: T) => void] {
  const [local, setLocal] = useState(tableValue);
  const [seen, setSeen] = useState(tableValue);
  if (!Object.is(tableValue, seen)) {
    setSeen(tableValue);
    if (!Object.is(tableValue, local)) setLocal(tableValue);
  }
  return [local, setLocal];
}
