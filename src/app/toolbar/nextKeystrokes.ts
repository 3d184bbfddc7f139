import { maxSearchLength } from '../../domain/search';

/** Letters roughly as often as they come in names and words, then digits and word breaks. */
const likely = 'eaorinltsuhcdmkbgpywfvjzxq0123456789 -';
/**
 * The first letter of a search: as often as names and words begin with it (a contact's name is
 * the likeliest search), then digits (a reference) and word breaks. Under load the worker's
 * budget for asking ahead may end before the last of them, so the likeliest go first.
 */
const likelyFirst = 'smbchwrpgkdltfajnevoyiuzqx0123456789 -';

/**
 * The searches one more keystroke at the end of `text` can make, the likelier first: every
 * letter (in the case of the last one typed), digit, a space and a hyphen. Their rows are
 * fetched ahead while the screen is idle (tableGate.ts, 'typing'), so in a small table the next
 * key shows its rows in its own task. None once the box is full or holds only spaces.
 */
export function nextKeystrokes(text: string): string[] {
  if (text.length >= maxSearchLength || (text !== '' && text.trim() === '')) return [];
  const last = text.at(-1) ?? '';
  const upper = last !== last.toLowerCase();
  const order = text === '' ? likelyFirst : likely;
  const keys = [...(upper ? order.toUpperCase() : order)];
  // A second break in a row asks what the first one did.
  const broken = last === ' ' || last === '-';
  return keys.filter((key) => !(broken && (key === ' ' || key === '-'))).map((key) => text + key);
}
