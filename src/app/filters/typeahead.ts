/** Lower case without accents, so "moreau" finds "Moreau" and "sebastien" finds "Sébastien". */
export function foldForMatch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * The names a type-ahead query leaves, in their original order: every word typed must occur
 * somewhere in the name, ignoring case and accents. An empty query leaves every name.
 */
export function narrowNames(names: readonly string[], query: string): string[] {
  const terms = foldForMatch(query).split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [...names];
  return names.filter((name) => {
    const folded = foldForMatch(name);
    return terms.every((term) => folded.includes(term));
  });
}
