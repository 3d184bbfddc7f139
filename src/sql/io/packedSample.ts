import { generateInvoices, type SampleOptions } from '../../domain/sample';
import { createLoadCounter, type LoadCounts } from './load';
import { packRows, type PackedRows } from './packedRows';

/** What generating the sample hands the loader: packed batches, then what they counted. */
export type SampleMessage =
  { kind: 'rows'; packed: PackedRows } | { kind: 'counts'; counts: LoadCounts };

/**
 * The sample (sample.ts) as packed batches for `insertPacked`, counted on the way
 * (`createLoadCounter`), the counts last: everything of a load that needs the invoices as
 * records, so it can run in a worker of its own while the database worker inserts.
 */
export function* generatePackedSample(options: SampleOptions): Generator<SampleMessage, void> {
  const counter = createLoadCounter();
  for (const batch of generateInvoices(options)) {
    const initials = new Float64Array(batch.length);
    batch.forEach((r, i) => (initials[i] = counter.add(r)));
    yield { kind: 'rows', packed: packRows(batch, initials) };
  }
  yield { kind: 'counts', counts: counter.counts() };
}
