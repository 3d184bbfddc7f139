import { describe, expect, it } from 'vitest';
import type { InvoiceService } from '../../src/worker/service';
import type { InvoiceQuery } from '../../src/domain/query';
import { today } from '../sql/db';
import { loadedService, ok, query } from './builders';

/**
 * A bill's payments and credit notes, and a voided bill, through an export with All fields and
 * an import of that file into an empty table (issue 26 §4: a credit is a payment of its own kind).
 */

const dayFirst = { dateOrder: 'dmy', mapping: null } as const;

async function rows(service: InvoiceService, over: Partial<InvoiceQuery> = {}) {
  const result = await service.query(query(over));
  if (result.kind !== 'ok') throw new Error(JSON.stringify(result));
  return result;
}

async function detail(service: InvoiceService, id: number) {
  const bill = (await ok(service.billDetail(id))).bill;
  if (!bill) throw new Error(`no bill ${id}`);
  return bill;
}

/** What a person sees of a bill and its payments, by number (ids differ after an import). */
async function billsByNumber(service: InvoiceService) {
  const byNumber = new Map<string, unknown>();
  for (const row of (await rows(service)).rows) {
    const bill = await detail(service, row[0]);
    byNumber.set(bill.number, {
      status: bill.status,
      total: bill.total,
      paid: bill.paid,
      payments: bill.payments.map(({ kind, date, amount, reference }) => ({
        kind,
        date,
        amount,
        reference,
      })),
    });
  }
  return byNumber;
}

/**
 * The sample of 100 with one bill voided, one part credited (no number given: CN-<id>) and part
 * paid, one credited in full with the supplier's number; returns their numbers.
 */
async function withCreditsAndVoid() {
  const service = await loadedService(100);
  const drafts = (await rows(service)).rows.filter((r) => r[5] === 'draft' && r[8] > 1000);
  await ok(service.approve({ kind: 'ids', ids: drafts.slice(0, 3).map((r) => r[0]) }));
  const [voided, part, full] = drafts;
  if (!voided || !part || !full) throw new Error('the sample has too few drafts');
  await ok(service.voidBill(voided[0]));
  const credit = Math.round(part[8] * 0.4);
  await ok(service.addCredit({ bill: part[0], amount: credit, date: today, reference: '' }));
  const paid = {
    bill: part[0],
    amount: Math.round(part[8] * 0.1),
    date: today,
    reference: 'BACS 7',
  };
  await ok(service.recordPayment(paid));
  await ok(service.addCredit({ bill: full[0], amount: full[8], date: today, reference: 'SUP-9' }));
  return { service, voided, part, full };
}

async function exported(service: InvoiceService, allFields = true): Promise<string> {
  const columns = allFields ? [] : ['from', 'number', 'status', 'date', 'total', 'paid'];
  const file = await service.exportCsv({ query: query(), columns, allFields });
  if (file.kind !== 'ok' || !file.file) throw new Error(JSON.stringify(file));
  return file.file.text();
}

/** A table that had bills and has none now, to import into. */
async function emptied(): Promise<InvoiceService> {
  const service = await loadedService(10);
  await service.remove({ kind: 'matching', query: { filters: [], search: '' }, except: [] });
  expect((await rows(service)).summary.total).toBe(0);
  return service;
}

async function imported(text: string) {
  const service = await emptied();
  const preview = await service.importPreview(new Blob([text]), dayFirst);
  if (preview.kind !== 'preview') throw new Error(JSON.stringify(preview));
  const result = await service.importCommit();
  return { service, preview, result };
}

describe('payments and credit notes in an export with All fields', () => {
  it('are written each with its kind, date, amount and reference; a voided bill with its total', async () => {
    const { service, voided, part, full } = await withCreditsAndVoid();
    const text = await exported(service);
    const [header = '', ...lines] = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(header.split(',').at(-1)).toBe('Payments');
    const partCredit = (await detail(service, part[0])).payments[0];
    expect(partCredit?.reference).toMatch(/^CN-\d+$/);
    const line = (number: string) => lines.find((l) => l.includes(`,${number},`)) ?? '';
    expect(line(part[2])).toContain(
      `"[{""kind"":""credit"",""date"":""${today}"",""amountPence"":${Math.round(part[8] * 0.4)},` +
        `""reference"":""${partCredit?.reference}""},{""kind"":""payment"",""date"":""${today}""` +
        `,""amountPence"":${Math.round(part[8] * 0.1)},""reference"":""BACS 7""}]"`,
    );
    expect(line(full[2])).toMatch(/,Paid,/);
    expect(line(full[2])).toContain(`""kind"":""credit""`);
    expect(line(full[2])).toContain(`""reference"":""SUP-9""`);
    // Its row reads 0; the file keeps the total given beside Voided, owing and paying nothing.
    expect(voided[8]).toBeGreaterThan(0);
    expect(line(voided[2])).toContain(
      `,Voided,${voided[6]},${voided[7]},${(voided[8] / 100).toFixed(2)},0.00,0.00,,`,
    );
  });

  it('import back into an empty table as the same payments, credits kept credits, Paid and statuses the same', async () => {
    const { service, voided, part, full } = await withCreditsAndVoid();
    const before = await billsByNumber(service);
    const { service: back, preview, result } = await imported(await exported(service));
    expect(preview).toMatchObject({ format: 'export', billCount: 100, rejectedCount: 0 });
    expect(result).toMatchObject({ kind: 'ok', count: 100 });
    const after = await billsByNumber(back);
    // The file says what the screen shows: a bill awaiting payment past its due date is
    // Overdue there and comes back awaiting payment as sent (overdue is read, never stored).
    const original = (await rows(service)).rows;
    const pastDue = new Set(
      original.filter((r) => ['sent', 'viewed'].includes(r[5]) && r[7] < today).map((r) => r[2]),
    );
    for (const [number, bill] of before) {
      const expected = pastDue.has(number) ? { ...(bill as object), status: 'sent' } : bill;
      expect({ number, ...(after.get(number) as object) }).toEqual({
        number,
        ...(expected as object),
      });
    }
    expect(after.get(part[2])).toMatchObject({
      payments: [{ kind: 'credit' }, { kind: 'payment', reference: 'BACS 7' }],
    });
    expect(after.get(full[2])).toMatchObject({
      status: 'paid',
      payments: [{ kind: 'credit', reference: 'SUP-9', amount: full[8] }],
    });
    expect(after.get(voided[2])).toEqual({
      status: 'voided',
      total: voided[8],
      paid: 0,
      payments: [],
    });
    // The footer's sums leave the voided bill out in both tables.
    const sums = async (s: InvoiceService) => {
      const { summary } = await rows(s);
      return [summary.total, summary.due, summary.paid];
    };
    expect(await sums(back)).toEqual(await sums(service));
  });

  it('a voided bill imported back is voided with its total set aside: Undo of the void gives it back', async () => {
    const { service, voided } = await withCreditsAndVoid();
    const { service: back } = await imported(await exported(service));
    const row = (await rows(back, { search: voided[2] })).rows.find((r) => r[2] === voided[2]);
    if (!row) throw new Error('the voided bill was not imported');
    expect([row[5], row[8], row[9]]).toEqual(['voided', 0, 0]);
    expect(await back.unvoidBill(row[0])).toMatchObject({ kind: 'ok', total: voided[8] });
    expect(await detail(back, row[0])).toMatchObject({ status: 'sent', total: voided[8] });
  });

  it('Undo of the import takes its voided bills out whole: the same file imports again', async () => {
    const { service, voided } = await withCreditsAndVoid();
    const text = await exported(service);
    const { service: back, result } = await imported(text);
    if (result.kind !== 'ok') throw new Error(JSON.stringify(result));
    expect(await back.undoImport(result.importId)).toMatchObject({ kind: 'ok', count: 100 });
    // The ids are free again, so the next import writes the voided bill under the same id.
    expect(await back.importPreview(new Blob([text]), dayFirst)).toMatchObject({ billCount: 100 });
    expect(await back.importCommit()).toMatchObject({ kind: 'ok', count: 100 });
    const row = (await rows(back, { search: voided[2] })).rows.find((r) => r[2] === voided[2]);
    expect(row && (await detail(back, row[0]))).toMatchObject({
      status: 'voided',
      total: voided[8],
    });
  });

  it('a file without the Payments column imports what each bill paid as one payment, as before', async () => {
    const { service, part } = await withCreditsAndVoid();
    const text = await exported(service);
    // The same file as an export made before payments were written: its last column taken off.
    const older = text
      .replace(/,Payments\r\n/, '\r\n')
      .replace(/,("\[(?:[^"]|"")*\]")?\r\n/g, '\r\n');
    expect(older).not.toContain('amountPence');
    const { service: back, preview } = await imported(older);
    expect(preview).toMatchObject({ format: 'export', billCount: 100, rejectedCount: 0 });
    const row = (await rows(back, { search: part[2] })).rows.find((r) => r[2] === part[2]);
    if (!row) throw new Error('the part-paid bill was not imported');
    const paid = Math.round(part[8] * 0.4) + Math.round(part[8] * 0.1);
    expect((await detail(back, row[0])).payments).toMatchObject([
      { kind: 'payment', amount: paid, date: part[6], reference: '' },
    ]);
  });
});

describe('a Payments cell that cannot be used', () => {
  it('refuses its line with the reason, and imports every other bill', async () => {
    const { service, full } = await withCreditsAndVoid();
    const text = await exported(service);
    const credit = `""kind"":""credit"",""date"":""${today}"",""amountPence"":${full[8]}`;
    expect(text).toContain(credit);
    const refund = text.replace(credit, credit.replace('credit', 'refund'));
    const lineOf = (t: string) =>
      t.slice(0, t.indexOf(credit.replace('credit', 'refund'))).split('\r\n').length;
    const { service: back, preview, result } = await imported(refund);
    expect(preview).toMatchObject({ billCount: 99, rejectedCount: 1 });
    if (preview.kind !== 'preview') return;
    expect(preview.rejected).toEqual([
      {
        line: lineOf(refund),
        reason: `Payments cannot be read as a bill's payments: payment 1's kind is not 'payment' or 'credit'`,
      },
    ]);
    expect(result).toMatchObject({ kind: 'ok', count: 99 });
    expect((await rows(back, { search: full[2] })).rows.map((r) => r[2])).not.toContain(full[2]);

    const short = text.replace(credit, credit.replace(`${full[8]}`, `${full[8] - 1}`));
    const { preview: shortPreview } = await imported(short);
    if (shortPreview.kind !== 'preview') throw new Error(JSON.stringify(shortPreview));
    expect(shortPreview.rejected.map((r) => r.reason)).toEqual([
      `Payments add up to ${((full[8] - 1) / 100).toFixed(2)}, not the ${(full[8] / 100).toFixed(2)} in Paid`,
    ]);
  });
});
