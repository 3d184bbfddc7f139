import { listAddresses, type ListName } from '../../shared/listAddresses';

/**
 * Moves to an address of either list as Back and Forward do: one history entry, then the same
 * popstate each list already follows (it reads its state from the address).
 */
export function openAddress(address: string): void {
  window.history.pushState(null, '', address || window.location.pathname);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/** The top-level navigation: a list opens as it was last left. */
export function openList(list: ListName): void {
  openAddress(listAddresses[list]);
}
