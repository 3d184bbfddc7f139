import { encodeUrlState, maxLinkLength } from '../url/urlCodec';
import { limits } from '../../domain/query';
import { encodeSuppliersAddress, defaultSuppliersState } from '../../suppliers/address';

/** The bills list's address filtered to these suppliers (a From chip), or why it cannot be. */
export function billsAddressFor(
  names: readonly string[],
): { address: string } | { problem: string } {
  if (names.length === 0) return { problem: 'No supplier is selected.' };
  if (names.length > limits.valuesPerFilter)
    return {
      problem: `The bills list filters on at most ${limits.valuesPerFilter} suppliers at once, and ${names.length} are selected: select fewer, or filter the bills by From.`,
    };
  const address = `?${encodeUrlState({ viewId: 'all', filters: [{ column: 'from', operator: 'is', values: [...names] }] })}`;
  if (address.length > maxLinkLength - 200)
    return {
      problem: 'The names of the selected suppliers are too long for one filter: select fewer.',
    };
  return { address };
}

/** The Suppliers list's address showing one supplier's row (from a bill's detail). */
export function supplierAddressFor(name: string): string {
  return encodeSuppliersAddress({
    ...defaultSuppliersState,
    filters: [{ column: 'name', operator: 'is', values: [name] }],
  });
}
