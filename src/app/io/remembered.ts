import { z } from 'zod';
import { headerKey, type ColumnMapping } from '../../domain/import/formats';
import { columnMappingSchema } from '../../domain/import/mappingSchema';

/**
 * What the import and export remember between visits, in localStorage (small, and read when the
 * dialog opens): the columns chosen for each header seen, and whether 'All fields' is ticked.
 * Storage that is refused or full is passed over: these are conveniences, not data.
 */

const mappingsKey = 'invoice-table:import-mappings';
const allFieldsKey = 'invoice-table:export-all-fields';
/** Headers remembered at most; the oldest are forgotten first. */
const maxMappings = 50;

const storedSchema = z.array(z.tuple([z.string(), columnMappingSchema]));

function read(): [string, ColumnMapping][] {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(localStorage.getItem(mappingsKey) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** The mapping last chosen for a file with this header, if any. */
export function rememberedMapping(header: readonly string[]): ColumnMapping | null {
  const key = headerKey(header);
  return read().find(([k]) => k === key)?.[1] ?? null;
}

export function rememberMapping(header: readonly string[], mapping: ColumnMapping): void {
  const key = headerKey(header);
  const kept = read().filter(([k]) => k !== key);
  kept.push([key, mapping]);
  try {
    localStorage.setItem(mappingsKey, JSON.stringify(kept.slice(-maxMappings)));
  } catch {
    // Not remembered: the person chooses again next time.
  }
}

export function rememberedAllFields(): boolean {
  try {
    return localStorage.getItem(allFieldsKey) === 'true';
  } catch {
    return false;
  }
}

export function rememberAllFields(value: boolean): void {
  try {
    localStorage.setItem(allFieldsKey, String(value));
  } catch {
    // Not remembered.
  }
}
