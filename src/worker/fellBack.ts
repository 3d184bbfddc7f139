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
  const when = savedAtText(fellBack.savedAt);
  if (fellBack.damaged) {
    return `The last saved copy of your bills was found damaged, so the one saved ${when} was opened and the changes made since were reapplied. The damaged copy is kept: download it to send to support.`;
  }
  return `The last saved copy of your bills could not be read, so the one saved ${when} was opened and the changes made since were reapplied. The unreadable copy is kept: download it to send to support.`;
}

/**
 * What the person is told when SQLite's check found the table just opened damaged and there is
 * no earlier copy to go back to: what is shown, that nothing is kept over it, and the ways out.
 */
export function damagedNoEarlierProblem(own: boolean): string {
  const what = own ? 'Your saved bills are' : 'Your saved sample table is';
  return `${what} damaged inside, and there is no earlier saved copy to go back to. The table shows what can still be read, and changes made now are not being kept, so the damaged copy is not written over. Download it to send to support, restore a backup from the Data menu, or Reload to try again.`;
}

/**
 * What the person is asked when the kept table cannot be read and no earlier copy can either:
 * what was found, that nothing has been replaced, and what starting again would do.
 */
export function unreadableQuestion(own: boolean, reason: string, setAside: boolean): string {
  const found = own
    ? `No saved copy of your bills can be read (${reason}).`
    : `No saved copy of your sample table can be read (${reason}).`;
  const after = own
    ? '‘Start again with no bills’ makes an empty table in their place, to import into or to restore a backup into'
    : '‘Start again with sample bills’ makes the sample anew and reapplies the changes you made to it';
  const kept = setAside
    ? '; the unreadable copy stays kept aside: download it to send to support'
    : '';
  return `${found} Nothing has been replaced yet. ${after}${kept}.`;
}
