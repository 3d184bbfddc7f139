/**
 * The window to read. When the total is known and the window lies in the second half, it is
 * read from the end in reverse order, so the last page costs what the first does.
 */
export function readWindow(window: { offset: number; limit: number; total?: number }): {
  offset: number;
  limit: number;
  fromEnd: boolean;
} {
  const { total } = window;
  if (total === undefined || window.offset <= total / 2) {
    return { offset: window.offset, limit: window.limit, fromEnd: false };
  }
  const limit = Math.max(0, Math.min(window.limit, total - window.offset));
  return { offset: Math.max(0, total - window.offset - limit), limit, fromEnd: true };
}
