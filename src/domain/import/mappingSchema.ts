import { z } from 'zod';
import { billFields, type BillField } from './formats';

/** A column mapping from outside (the screen, localStorage): each field a column index or null. */
export const columnMappingSchema = z.object(
  Object.fromEntries(billFields.map((f) => [f, z.number().int().min(0).nullable()])) as Record<
    BillField,
    z.ZodNullable<z.ZodNumber>
  >,
);
