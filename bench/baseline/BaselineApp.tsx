import { useMemo, useState } from 'react';
import { formatCount } from '../../src/app/format';
import { sampleSizeFromSearch } from './sampleSizeParam';
import { localToday } from '../../src/domain/dates';
import { BaselineScreen } from './BaselineScreen';
import { useBaselineData } from './useBaselineData';

/** Generates the sample in the main thread (?rows= picks its size), then shows the table. */
export function BaselineApp() {
  const today = useMemo(() => localToday(), []);
  const [size] = useState(() => sampleSizeFromSearch(window.location.search));
  const data = useBaselineData(size, today);

  if (data.status === 'ready') return <BaselineScreen invoices={data.invoices} today={today} />;
  return (
    <main className="app app-message">
      <h1>Invoices</h1>
      <label className="load-progress">
        Generating {formatCount(data.loaded)} of {formatCount(data.count)} invoices
        <progress value={data.loaded} max={data.count} />
      </label>
    </main>
  );
}
