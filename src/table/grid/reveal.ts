export interface RevealArgs {
  /** Where the item starts and how long it is, in the scrolled content's coordinates. */
  start: number;
  size: number;
  /** Current scroll offset and the viewport's length along the same axis. */
  scroll: number;
  viewport: number;
  /** Sticky content covering the start and the end of the viewport (header, pinned columns). */
  before: number;
  after: number;
}

/**
 * The scroll offset that brings an item fully into the part of the viewport not covered by
 * sticky content, moving as little as possible; the item's start wins when it cannot all fit.
 */
export function revealOffset({ start, size, scroll, viewport, before, after }: RevealArgs): number {
  const visibleStart = scroll + before;
  const visibleEnd = scroll + viewport - after;
  if (start < visibleStart) return Math.max(0, start - before);
  if (start + size > visibleEnd) {
    const endAligned = start + size - viewport + after;
    return Math.max(0, Math.min(endAligned, start - before));
  }
  return scroll;
}
