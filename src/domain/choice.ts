import { datasetKey } from './changes';
import { defaultSeed, sampleSizes, type SampleSize } from './sampleSizes';

/** What the table holds, as the person chose: their own bills, or sample data of a size. */
export type TableChoice = { kind: 'own' } | { kind: 'sample'; size: SampleSize };

/**
 * The change log and the kept checkpoint belong to one data set: a sample's ids mean the same
 * invoices only for the same seed and size, and own bills are their own set.
 */
export function datasetOf(choice: TableChoice): string {
  return choice.kind === 'own' ? 'own' : datasetKey(defaultSeed, choice.size);
}

/** A stored or sent choice, or null when it is not one. */
export function parseChoice(input: unknown): TableChoice | null {
  if (typeof input !== 'object' || input === null) return null;
  const { kind, size } = input as { kind?: unknown; size?: unknown };
  if (kind === 'own') return { kind: 'own' };
  const sample = sampleSizes.find((s) => s === size);
  return kind === 'sample' && sample !== undefined ? { kind: 'sample', size: sample } : null;
}

export function sameChoice(a: TableChoice, b: TableChoice): boolean {
  return datasetOf(a) === datasetOf(b);
}
