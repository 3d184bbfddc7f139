import { createContext, useContext } from 'react';
import { localToday } from '../domain/dates';

/**
 * The day the worker was started with (App): 'Overdue by' counts from it, so the cells agree with
 * the filters and the aged payables the worker computes.
 */
export const TodayContext = createContext<string>(localToday());

export function useToday(): string {
  return useContext(TodayContext);
}
