import { defaultSampleSize } from '../domain/sampleSizes';
import { parseChoice, sameChoice, type TableChoice } from '../domain/choice';
import { parseMeta, type KeptStore } from './storage/types';
import type { OpenRequest } from './types';

/**
 * Which table an open shows: the one the person chose now, else the one stored, else (for a
 * link that names a sample size) that sample; own bills kept are never taken for a sample.
 */
export async function chooseFor(
  kept: KeptStore | null,
  request: OpenRequest,
): Promise<{ choice: TableChoice; linkIgnored: boolean }> {
  if (request.kind === 'choose') {
    // A choice that cannot be stored still applies now; its first checkpoint will say why
    // the table is not being kept.
    await kept?.writeChoice(request.choice).catch(() => undefined);
    return { choice: request.choice, linkIgnored: false };
  }
  let stored = parseChoice(await kept?.readChoice().catch(() => null));
  // No choice can be read, but own bills are kept: they are what was chosen, not a sample.
  if (!stored && parseMeta(await kept?.readMeta().catch(() => null))?.dataset === 'own') {
    stored = { kind: 'own' };
  }
  if (stored?.kind === 'own') return { choice: stored, linkIgnored: request.linkSize !== null };
  const choice: TableChoice = request.linkSize
    ? { kind: 'sample', size: request.linkSize }
    : (stored ?? { kind: 'sample', size: defaultSampleSize });
  if (!stored || !sameChoice(stored, choice)) await kept?.writeChoice(choice).catch(() => null);
  return { choice, linkIgnored: false };
}
