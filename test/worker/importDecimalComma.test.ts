import { describe, expect, it } from 'vitest';
import { loadedService } from './builders';

const dayFirst = { dateOrder: 'dmy', mapping: null } as const;

/** The file's preview, which must be one: its bills' totals and paid, rejections and mark. */
async function preview(lines: string[]) {
  const service = await loadedService(10);
  const result = await service.importPreview(new Blob([lines.join('\r\n')]), dayFirst);
  if (result.kind !== 'preview') throw new Error(JSON.stringify(result));
  return {
    amounts: result.firstBills.map((b) => [b.number, b.total, b.paid]),
    rejected: result.rejected.map((r) => `${r.line}: ${r.reason}`),
    decimalComma: result.decimalComma,
  };
}

describe('a file whose amounts have a decimal comma', () => {
  it('saved by a spreadsheet as semicolon CSV UTF-8 with a BOM, reads every amount as written', async () => {
    expect(
      await preview([
        '\uFEFFSupplier;Bill Number;Date;Total;Balance Due',
        'Müller GmbH;MG-1;03/04/2026;1.234,56;0,00',
        'Société Générale;SG-2;04/04/2026;€ 1.440,00;720,00',
        'Smith & Jones;SJ-3;05/04/2026;£720,00;720',
        'Bäckerei Weiß;BW-4;06/04/2026;1 234,5;',
        'Nordwind;NW-5;07/04/2026;2.500;',
      ]),
    ).toEqual({
      amounts: [
        ['MG-1', 123_456, 123_456],
        ['SG-2', 144_000, 72_000],
        ['SJ-3', 72_000, 0],
        ['BW-4', 123_450, 0],
        ['NW-5', 250_000, 0],
      ],
      rejected: [],
      decimalComma: true,
    });
  });

  it('delimited by commas, its amounts quoted, is read again with the comma once a cell says so', async () => {
    expect(
      await preview([
        'Supplier,Bill Number,Date,Total',
        'Müller GmbH,MG-1,03/04/2026,"1.234"',
        'Smith & Jones,SJ-3,05/04/2026,"720,00"',
      ]),
    ).toEqual({
      amounts: [
        ['MG-1', 123_400, 0],
        ['SJ-3', 72_000, 0],
      ],
      rejected: [],
      decimalComma: true,
    });
  });

  it('refuses the lines it cannot read for certain when a column has both marks', async () => {
    expect(
      await preview([
        'Supplier;Bill Number;Date;Total',
        'Smith & Jones;SJ-1;03/04/2026;12.50',
        'Müller GmbH;MG-2;03/04/2026;720,00',
        'Nordwind;NW-3;03/04/2026;1,234',
        'Acme;AC-4;03/04/2026;99',
      ]),
    ).toEqual({
      amounts: [
        ['SJ-1', 1_250, 0],
        ['AC-4', 9_900, 0],
      ],
      rejected: [
        "3: Total '720,00' has a decimal comma, where other lines of this column have a decimal point",
        "4: Total '1,234' could be 1234 or 1.234: this column has amounts with a decimal point and with a decimal comma",
      ],
      decimalComma: false,
    });
  });

  it('in Xero’s template reads quantities, unit amounts and tax with the comma', async () => {
    expect(
      await preview([
        '*ContactName;*InvoiceNumber;*InvoiceDate;*DueDate;*Quantity;*UnitAmount;Discount;*AccountCode;*TaxType;TaxAmount',
        'Müller GmbH;MG-1;03/04/2026;03/05/2026;1,5;1.000,00;12,5;429;VAT;262,50',
      ]),
    ).toEqual({ amounts: [['MG-1', 157_500, 0]], rejected: [], decimalComma: true });
  });
});

describe('a file whose amounts have a decimal point', () => {
  it('with commas between thousands reads as it always has', async () => {
    expect(
      await preview([
        'Supplier,Bill Number,Date,Total',
        'Smith & Jones,SJ-1,03/04/2026,"1,234.56"',
        'Acme,AC-2,03/04/2026,"1,234"',
        'Globex,GX-3,03/04/2026,"£2,000"',
        'Initech,IN-4,03/04/2026,12.5',
      ]),
    ).toEqual({
      amounts: [
        ['SJ-1', 123_456, 0],
        ['AC-2', 123_400, 0],
        ['GX-3', 200_000, 0],
        ['IN-4', 1_250, 0],
      ],
      rejected: [],
      decimalComma: false,
    });
  });
});
