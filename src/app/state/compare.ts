/** How two values of a state key compare, for "modified" and for "did it change". */
export type Comparison<T> = (a: T, b: T) => boolean;

/** The same value: for text, numbers and flags. */
export function sameValue<T>(a: T, b: T): boolean {
  return Object.is(a, b);
}

/** Plain data compared structurally, with object keys in any order, undefined keys absent. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

/** The same plain data: arrays in order, objects whatever the order of their keys. */
export function sameData<T>(a: T, b: T): boolean {
  return a === b || JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}
