/**
 * The first `Intl.NumberFormat` a page makes loads the locale's data: 32-42 ms here, in whatever
 * task makes it (it was the module evaluation of the bills screen, one task of 80 ms). Made here,
 * in an idle turn of its own while the worker starts (main.tsx), with the date format in the
 * next, no later task pays for it.
 */
export function warmNumbers(): void {
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(1);
}

/** The first `Intl.DateTimeFormat`, 5-9 ms here, and the first collator. */
export function warmDates(): void {
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(0);
  new Intl.Collator('en-GB').compare('a', 'b');
}
