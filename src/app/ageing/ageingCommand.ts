import { ageingBuckets, bucketOfFilter } from '../../domain/ageing';
import type { TableAction } from '../state/actions';
import type { AppliedFilter } from '../state/tableState';

/**
 * What pressing bucket `index` of the aged payables does: takes its filter off when it is on;
 * else puts it in place of another bucket's filter (two buckets never both apply: no bill is
 * in two); else adds it.
 */
export function ageingCommand(
  filters: readonly AppliedFilter[],
  index: number,
): TableAction | null {
  const bucket = ageingBuckets[index];
  if (!bucket) return null;
  const same = filters.find((f) => bucketOfFilter(f) === index);
  if (same) return { type: 'removeFilter', id: same.id };
  const other = filters.find((f) => bucketOfFilter(f) >= 0);
  if (other) return { type: 'updateFilter', id: other.id, filter: bucket.filter };
  return { type: 'addFilter', filter: bucket.filter };
}
