import type { SqlValue } from 'sql.js';
import type { Invoice } from '../../domain/invoice';

/**
 * A batch of invoices as columns a worker can transfer without copying: the sample is generated
 * in a worker of its own while the database worker inserts the batch before (sampleSource.ts),
 * and a batch of a million objects' worth of strings would cost as much to copy between them as
 * to make. Every string is UTF-8 in `text`, one after another in `rowColumns` order; the database
 * worker copies `text` into the wasm heap once and binds each value where it lies, so nothing is
 * encoded or decoded on its side (directStatement.ts).
 */
export interface PackedRows {
  count: number;
  /** Per invoice: id, amount due, amount paid (pence: whole numbers well inside 32 bits). */
  numbers: Int32Array;
  /** Per invoice, per text column (`textColumns`), where its bytes end in `text`. */
  ends: Uint32Array;
  /** Every string of the batch, UTF-8, back to back. */
  text: Uint8Array;
  /**
   * Per invoice, its initials (initials.ts: 36 bits, past an Int32Array), bound after the row's
   * columns: the `initials` column (schema.ts).
   */
  initials: Float64Array;
}

/** Where each column of a row (`rowColumns`) is kept: a number's slot, or a text's. */
export const numberSlots = [0, 8, 9] as const;
/** Column positions (`rowColumns`) of the texts, in the order `ends` lists them. */
export const textColumns = [1, 2, 3, 4, 5, 6, 7, 10] as const;

const encoder = new TextEncoder();

/**
 * Packs a batch of invoices with their initials, in batch order (the buffers it returns are the
 * caller's to transfer).
 */
export function packRows(batch: readonly Invoice[], initials: Float64Array): PackedRows {
  const count = batch.length;
  if (initials.length !== count) throw new RangeError('One initials value per invoice');
  const numbers = new Int32Array(count * numberSlots.length);
  const ends = new Uint32Array(count * textColumns.length);
  // ~110 bytes an invoice in the sample; grown if a batch holds longer text.
  let text = new Uint8Array(Math.max(1024, count * 160));
  let at = 0;
  let end = 0;
  /** Appends one string's UTF-8 and notes where it ends. */
  const put = (value: string) => {
    // A UTF-16 unit becomes at most 3 bytes of UTF-8.
    if (text.length - at < value.length * 3) {
      const larger = new Uint8Array(Math.max(text.length * 2, at + value.length * 3));
      larger.set(text.subarray(0, at));
      text = larger;
    }
    // ASCII byte by byte (nearly all of the sample): encodeInto's call and the view it needs
    // cost more than these few characters. The first code past ASCII hands the rest to it.
    let i = 0;
    for (; i < value.length; i++) {
      const code = value.charCodeAt(i);
      if (code >= 0x80) break;
      text[at++] = code;
    }
    if (i < value.length) at += encoder.encodeInto(value.slice(i), text.subarray(at)).written;
    ends[end++] = at;
  };
  const number = (slot: number, value: number) => {
    if (value !== (value | 0)) throw new RangeError(`Not a 32-bit whole number: ${value}`);
    numbers[slot] = value;
  };
  for (let i = 0; i < count; i++) {
    const r = batch[i] as Invoice;
    // `numberSlots` and `textColumns` order (rows.ts, toRow).
    number(i * 3, r.id);
    number(i * 3 + 1, r.amountDue);
    number(i * 3 + 2, r.amountPaid);
    put(r.invoiceId);
    put(r.number);
    put(r.reference);
    put(r.contactName);
    put(r.status);
    put(r.date);
    put(r.dueDate);
    put(r.notes.length === 1 ? (r.notes[0] as string) : r.notes.join('\n'));
  }
  return { count, numbers, ends, text: text.slice(0, at), initials };
}

const decoder = new TextDecoder();

/** Row `index` of a packed batch as the values an insert binds (`rowColumns` order). */
export function unpackRow(packed: PackedRows, index: number): SqlValue[] {
  const row: SqlValue[] = new Array<SqlValue>(numberSlots.length + textColumns.length);
  for (let n = 0; n < numberSlots.length; n++) {
    row[numberSlots[n] as number] = packed.numbers[index * numberSlots.length + n] as number;
  }
  const first = index * textColumns.length;
  let start = first === 0 ? 0 : (packed.ends[first - 1] as number);
  for (let t = 0; t < textColumns.length; t++) {
    const end = packed.ends[first + t] as number;
    row[textColumns[t] as number] = decoder.decode(packed.text.subarray(start, end));
    start = end;
  }
  return row;
}

/** The buffers of a packed batch, for `postMessage`'s transfer list. */
export function packedBuffers(packed: PackedRows): ArrayBuffer[] {
  return [
    packed.numbers.buffer,
    packed.ends.buffer,
    packed.text.buffer,
    packed.initials.buffer,
  ] as ArrayBuffer[];
}
