import { createContext, useContext } from 'react';
import type { ResolvedTable } from './definition';

/**
 * The definition of the table being shown, for the generic parts (the grid's name, its column
 * headers and alignment, the width bounds of its resize handles). Each list provides its own.
 */
export const DefinitionContext = createContext<ResolvedTable<string, unknown, unknown> | null>(
  null,
);

export function useTableDefinition(): ResolvedTable<string, unknown, unknown> {
  const definition = useContext(DefinitionContext);
  if (!definition) throw new Error('A table part was shown outside a DefinitionContext provider');
  return definition;
}
