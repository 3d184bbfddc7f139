import { describe, expect, it } from 'vitest';
import { supplierColumnIds } from '../../src/domain/suppliers/query';
import { recordReducer } from '../../src/table/records';
import { suppliersTable } from '../../src/suppliers/definition';
import {
  decodeSuppliersAddress,
  defaultSuppliersState,
  encodeSuppliersAddress,
  parseSuppliersSnapshot,
  snapshotOf,
} from '../../src/suppliers/address';

const reduce = recordReducer(suppliersTable);
const moved = reduce(defaultSuppliersState, { type: 'moveColumn', column: 'owed', toIndex: 1 });
const order = moved.columns.columnOrder;

describe("the Suppliers list's column order", () => {
  it('is left out of the address while it is the usual one', () => {
    expect(encodeSuppliersAddress(defaultSuppliersState)).toBe('?list=suppliers');
  });

  it('goes into the address once a column moves, and comes back from it', () => {
    const address = encodeSuppliersAddress(moved);
    expect(new URLSearchParams(address).get('cols')).toBe(order.join('.'));
    const { state, notices } = decodeSuppliersAddress(address);
    expect(notices).toEqual([]);
    expect(state.columns.columnOrder).toEqual(order);
    expect(order.slice(0, 3)).toEqual(['name', 'owed', 'bills']);
  });

  it('an older link without it shows the usual order, whatever this browser kept', () => {
    const { state, notices } = decodeSuppliersAddress('?list=suppliers&view=owing', moved);
    expect(notices).toEqual([]);
    expect(state.viewId).toBe('owing');
    expect(state.columns.columnOrder).toEqual([...supplierColumnIds]);
  });

  it('a link naming some columns puts the rest after them, and says which it did not know', () => {
    const { state, notices } = decodeSuppliersAddress('?list=suppliers&cols=paid.nope.name.paid');
    expect(state.columns.columnOrder).toEqual([
      'paid',
      'name',
      ...supplierColumnIds.filter((id) => id !== 'paid' && id !== 'name'),
    ]);
    expect(notices).toEqual([
      'The address orders a column this list does not have (“nope”); it is left out.',
    ]);
  });

  it('is kept in the stored state', () => {
    const stored = parseSuppliersSnapshot(JSON.parse(JSON.stringify(snapshotOf(moved))));
    expect(stored?.columns.columnOrder).toEqual(order);
  });
});
