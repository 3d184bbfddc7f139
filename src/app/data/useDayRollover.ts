import { useEffect, useRef } from 'react';
import { localToday } from '../../domain/dates';
import type { InvoiceClient } from './client';

/** Milliseconds from `now` to just past the next local midnight. */
export function untilMidnight(now: Date): number {
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 0, 0, 1);
  return next.getTime() - now.getTime();
}

/**
 * A table kept open past midnight moves on to the new day: at midnight, and whenever the tab is
 * shown or focused again (a laptop woken the next morning runs no timer in between), the day is
 * read again. On a new one the worker counts from it (`setToday`), then `onDay` lets the screen
 * show it and ask its rows again, so Overdue and Overdue by agree with the dates every day.
 */
export function useDayRollover(args: {
  today: string;
  client: InvoiceClient | null;
  onDay: (day: string) => void;
}): void {
  const { today, client, onDay } = args;
  const onDayRef = useRef(onDay);
  useEffect(() => {
    onDayRef.current = onDay;
  }, [onDay]);
  useEffect(() => {
    if (!client) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      const day = localToday();
      if (day === today || stopped) return;
      const answer = await client.setToday(day).catch(() => null);
      // A worker that refused or stopped keeps the day it has; the next check tries again.
      if (!stopped && answer?.ok) onDayRef.current(day);
    };
    const schedule = () => {
      timer = setTimeout(() => {
        void check();
        schedule();
      }, untilMidnight(new Date()));
    };
    const onShown = () => {
      if (document.visibilityState === 'visible') void check();
    };
    // The day may have turned while the table was loading.
    void check();
    schedule();
    document.addEventListener('visibilitychange', onShown);
    window.addEventListener('focus', onShown);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onShown);
      window.removeEventListener('focus', onShown);
    };
  }, [client, today]);
}
