import type { FellBack } from './openKept';

/** The day and time a checkpoint was saved, as the notice says it ('26 Nov 2026, 14:05'). */
export function savedAtText(savedAt: number): string {
  return new Date(savedAt).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** What the person is told when the last saved copy could not be read and the one before opened. */
export function fellBackProblem(fellBack: FellBack): string {
  return `The last saved copy of your bills could not be read, so the one saved ${savedAtText(fellBack.savedAt)} was opened and the changes made since were reapplied. The unreadable copy is kept: download it to send to support.`;
}
