/** Rows are fetched for the continuous layout in blocks of this many. */
export const blockSize = 200;
/** Blocks kept in memory; the ones furthest from the rows in view are dropped first. */
export const maxCachedBlocks = 40;

/**
 * The blocks to fetch for rows `start`…`stop` in view, with one block of read-ahead on each
 * side, leaving out the ones already held. Returns a contiguous range to ask for in one call.
 */
export function getMissingBlocks(args: {
  start: number;
  stop: number;
  total: number;
  held: ReadonlySet<number>;
}): { first: number; last: number } | null {
  const { start, stop, total, held } = args;
  if (total <= 0 || stop < start) return null;
  const lastBlock = Math.floor((total - 1) / blockSize);
  const first = Math.max(0, Math.floor(start / blockSize) - 1);
  const last = Math.min(lastBlock, Math.floor(stop / blockSize) + 1);
  const missing: number[] = [];
  for (let b = first; b <= last; b++) if (!held.has(b)) missing.push(b);
  if (missing.length === 0) return null;
  return { first: missing[0] as number, last: missing[missing.length - 1] as number };
}

/** Which held blocks to drop to stay within `max`, furthest from the rows in view first. */
export function getBlocksToEvict(held: Iterable<number>, centreRow: number, max = maxCachedBlocks) {
  const centre = Math.floor(centreRow / blockSize);
  const sorted = [...held].sort((a, b) => Math.abs(b - centre) - Math.abs(a - centre));
  return sorted.slice(0, Math.max(0, sorted.length - max));
}
