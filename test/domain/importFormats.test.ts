import { describe, expect, it } from 'vitest';
import {
  guessMapping,
  headerKey,
  missingFields,
  normalizeHeader,
  recognizeFormat,
} from '../../src/domain/import/formats';
import { parseStatus } from '../../src/domain/import/status';

const xeroHeader =
  '*ContactName,EmailAddress,POAddressLine1,POAddressLine2,POAddressLine3,POAddressLine4,POCity,PORegion,POPostalCode,POCountry,*InvoiceNumber,Reference,*InvoiceDate,*DueDate,Total,InventoryItemCode,*Description,*Quantity,*UnitAmount,Discount,*AccountCode,*TaxType,TaxAmount,TrackingName1,TrackingOption1,TrackingName2,TrackingOption2,Currency,BrandingTheme'.split(
    ',',
  );

describe('normalizeHeader', () => {
  it.each([
    ['*ContactName', 'contactname'],
    [' AccountCode', 'accountcode'],
    ['Branding Theme', 'brandingtheme'],
    ['\uFEFF*Invoice Number ', 'invoicenumber'],
    ['Amount due', 'amountdue'],
  ])('%j → %j', (cell, name) => expect(normalizeHeader(cell)).toBe(name));
});

describe('recognizeFormat', () => {
  it('reads Xero’s full template, its columns by name', () => {
    const format = recognizeFormat(xeroHeader);
    expect(format.kind).toBe('xero');
    if (format.kind !== 'xero') return;
    expect(format.columns).toMatchObject({
      contactname: 0,
      invoicenumber: 10,
      invoicedate: 12,
      duedate: 13,
      quantity: 17,
      unitamount: 18,
      taxamount: 22,
      currency: 27,
    });
  });

  const cases: [header: string, kind: 'xero' | 'export' | 'other'][] = [
    // Any case, spaces, no stars, any order, optional columns missing.
    ['unitamount, Invoice Date ,CONTACTNAME,invoicenumber', 'xero'],
    ['*ContactName,*InvoiceNumber,*InvoiceDate,*DueDate,*Quantity,*UnitAmount', 'xero'],
    // Without a unit amount there is no price: not Xero's template.
    ['ContactName,InvoiceNumber,InvoiceDate,DueDate,Quantity', 'other'],
    ['From,Status,Reference,Date,Due,Paid,Amount due,Notes,Number,Total', 'export'],
    ['Number,Total,From,Reference,Status,Date,Due,Paid', 'export'],
    // The visible columns alone: mapped by the person (no Total).
    ['From,Status,Reference,Date,Due,Paid,Amount due,Notes', 'other'],
    ['Supplier,Date,Amount', 'other'],
  ];
  it.each(cases)('%j is %s', (header, kind) => {
    expect(recognizeFormat(header.split(',')).kind).toBe(kind);
  });

  it('maps our own export by its titles', () => {
    const format = recognizeFormat(
      'From,Status,Reference,Date,Due,Paid,Amount due,Notes,Number,Total'.split(','),
    );
    expect(format).toEqual({
      kind: 'export',
      mapping: {
        from: 0,
        number: 8,
        reference: 2,
        date: 3,
        dueDate: 4,
        total: 9,
        paid: 5,
        balance: null,
        status: 1,
        notes: 7,
      },
      lines: null,
      payments: null,
    });
  });

  it('finds the Lines and Payments columns of our export with All fields', () => {
    const format = recognizeFormat(
      'From,Number,Reference,Status,Date,Due,Total,Paid,Lines,Payments'.split(','),
    );
    expect(format).toMatchObject({ kind: 'export', lines: 8, payments: 9 });
  });
});

describe('guessMapping', () => {
  const cases: [header: string, expected: Record<string, number | null>][] = [
    [
      'Supplier,Inv date,Gross,Memo',
      { from: 0, date: null, total: 2, notes: 3, number: null, dueDate: null },
    ],
    [
      'Vendor,Bill Number,Date,Due Date,Amount,Amount Paid,State,Description',
      { from: 0, number: 1, date: 2, dueDate: 3, total: 4, paid: 5, status: 6, notes: 7 },
    ],
    // What is still owed, by the names other systems give it, is the balance; never the total.
    ['Supplier,Date,Total,Balance Due', { total: 2, paid: null, balance: 3 }],
    ['Supplier,Date,Total,OPEN BALANCE', { balance: 3 }],
    ['Supplier,Date,Total,amount due', { total: 2, balance: 3 }],
    ['Supplier,Date,Total,Outstanding', { balance: 3 }],
    // A column fills one field: 'Date' is the date, not also the due date.
    ['Name,Date,Total', { from: 0, date: 1, dueDate: null, total: 2 }],
  ];
  it.each(cases)('%j', (header, expected) => {
    expect(guessMapping(header.split(','))).toMatchObject(expected);
  });

  it('names the required fields that have no column', () => {
    const mapping = guessMapping('Supplier,Inv date,Gross'.split(','));
    expect(missingFields(mapping, 3)).toEqual(['Date']);
    expect(missingFields({ ...mapping, date: 7 }, 3)).toEqual(['Date']);
    expect(missingFields({ ...mapping, date: 1 }, 3)).toEqual([]);
  });

  it('remembers by header as compared, not as written', () => {
    expect(headerKey(['*Supplier', 'Inv Date'])).toBe(headerKey(['supplier ', 'invdate']));
    expect(headerKey(['Supplier', 'Date'])).not.toBe(headerKey(['Date', 'Supplier']));
  });
});

describe('parseStatus', () => {
  it.each([
    ['Draft', 'draft'],
    ['AWAITING APPROVAL', 'draft'],
    ['Awaiting Payment', 'sent'],
    ['AUTHORISED', 'sent'],
    ['viewed', 'viewed'],
    // Overdue is read from the due date: a bill said to be overdue is stored awaiting payment.
    ['Overdue', 'sent'],
    ['PAID', 'paid'],
    ['Void', null],
  ])('%j → %j', (text, status) => expect(parseStatus(text)).toBe(status));
});
