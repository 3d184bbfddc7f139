/**
 * Runs `callback` once the next frame has painted: for work the person does not see (writing the
 * address bar), so it never stands between an input and its rows on screen. Returns a cancel.
 */
export function afterPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
