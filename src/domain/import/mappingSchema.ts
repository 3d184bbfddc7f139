import { z } from 'zod';
import { billFields, type BillField } from './formats';

const column = z.number().int().min(0).nullable();

/**
 * A column mapping from outside (the screen, localStorage): each field a column index or null.
 * A mapping remembered before 'Amount due (balance)' was a field reads as not mapping it.
 */
export const columnMappingSchema = z.object(
  Object.fromEntries(
    billFields.map((f) => [f, f === 'balance' ? column.default(null) : column]),
  ) as Record<BillField, z.ZodNullable<z.ZodNumber>>,
);
