/** Resolves in a later task, so that what follows is not part of the task that is running. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs each import after the one before, a task apart, and resolves with the last one's module.
 * The browser evaluates a module and everything it imports in one task: evaluated in turn, a
 * module's dependencies are already evaluated when its own turn comes, so no task is long.
 */
export async function importInTurn<T>(
  first: readonly (() => Promise<unknown>)[],
  last: () => Promise<T>,
): Promise<T> {
  for (const load of first) {
    await load();
    await nextTask();
  }
  return last();
}
