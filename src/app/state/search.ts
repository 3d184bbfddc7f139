/** The search slice: the text typed in 'Search table'. */
export function getDefaultSearch(): string {
  return '';
}

export function search_set(_search: string, text: string): string {
  return text;
}
