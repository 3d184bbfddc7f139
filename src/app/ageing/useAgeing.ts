import { useEffect, useMemo, useState } from 'react';
import type { AgeingTotal } from '../../domain/ageing';
import { createLatest } from '../../shared/latest';
import type { AgeingResult, Summary } from '../../worker/types';
import { toQuery } from '../state/stateKeys';
import { useTable } from '../TableContext';

/**
 * The aged payables of the rows on screen. The worker gives them with the footer when they are
 * cheap; otherwise (a search) its summary says null and they are asked for here, after the rows,
 * latest wins, only while the strip is open. Null while they are being read.
 */
export function useAgeing(open: boolean): AgeingTotal[] | null {
  const { client, state, page } = useTable();
  const { summary, pending } = page;
  const latest = useMemo(() => createLatest('ageing'), []);
  const [read, setRead] = useState<{ summary: Summary; ageing: AgeingTotal[] } | null>(null);

  useEffect(() => {
    if (!open || pending || !summary || summary.ageing !== null) return;
    latest.ask<AgeingResult>(
      (ticket) => client.ageing(toQuery(state), ticket),
      (result) => {
        if (result.kind === 'ok') setRead({ summary, ageing: result.ageing });
      },
      () => undefined,
    );
  }, [client, latest, open, pending, summary, state]);

  if (!summary) return null;
  return summary.ageing ?? (read?.summary === summary ? read.ageing : null);
}
