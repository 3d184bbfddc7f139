/**
 * The address each list last showed (issue 27), so the top-level navigation opens a list as it
 * was left. Each list writes its own as its state changes; the navigation reads them.
 */
export type ListName = 'bills' | 'suppliers';

export const listAddresses: Record<ListName, string> = { bills: '', suppliers: '?list=suppliers' };

/** Which list an address (`location.search`) shows: the bills list's address names none. */
export function listOf(search: string): ListName {
  return new URLSearchParams(search).get('list') === 'suppliers' ? 'suppliers' : 'bills';
}
