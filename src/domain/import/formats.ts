/**
 * What a CSV file's header row says about it: Xero's bill import template, the app's own export
 * with all fields, or any other file, whose columns the person maps to a bill's fields.
 */

/** The fields of a bill a file's columns can fill. */
export const billFields = [
  'from',
  'number',
  'reference',
  'date',
  'dueDate',
  'total',
  'paid',
  'balance',
  'status',
  'notes',
] as const;
export type BillField = (typeof billFields)[number];

export const billFieldLabels: Record<BillField, string> = {
  from: 'From',
  number: 'Number',
  reference: 'Reference',
  date: 'Date',
  dueDate: 'Due date',
  total: 'Total',
  paid: 'Paid',
  balance: 'Amount due (balance)',
  status: 'Status',
  notes: 'Notes',
};

/** A bill cannot be made without these. */
export const requiredFields: readonly BillField[] = ['from', 'date', 'total'];

/** Which column (by index in the header) fills each field; null when none does. */
export type ColumnMapping = Record<BillField, number | null>;

/** A header cell as compared: no `*`, no spaces, lower case (' *AccountCode' → 'accountcode'). */
export function normalizeHeader(cell: string): string {
  return cell.replace(/[*\s\uFEFF]/g, '').toLowerCase();
}

/** A header cell as named in messages: as written, without the `*` or surrounding spaces. */
export function displayHeader(cell: string): string {
  return cell.replace(/[*\uFEFF]/g, '').trim();
}

/** Xero's bill import template, as normalized header names. */
export const xeroColumns = [
  'contactname',
  'emailaddress',
  'poaddressline1',
  'poaddressline2',
  'poaddressline3',
  'poaddressline4',
  'pocity',
  'poregion',
  'popostalcode',
  'pocountry',
  'invoicenumber',
  'reference',
  'invoicedate',
  'duedate',
  'total',
  'inventoryitemcode',
  'description',
  'quantity',
  'unitamount',
  'discount',
  'accountcode',
  'taxtype',
  'taxamount',
  'trackingname1',
  'trackingoption1',
  'trackingname2',
  'trackingoption2',
  'currency',
] as const;
export type XeroColumn = (typeof xeroColumns)[number];

/** Without these a file is not read as Xero's template: a bill needs a contact, number, date, price. */
const xeroRequired: readonly XeroColumn[] = [
  'contactname',
  'invoicenumber',
  'invoicedate',
  'unitamount',
];

/** The fields our own export carries by these titles; what is owed is read from Paid. */
type ExportedField = Exclude<BillField, 'balance'>;

/**
 * The app's export with 'All fields': its titles, as on screen, for each bill field. The
 * visible-column export uses the same titles, so it maps itself when chosen.
 */
export const exportTitles: Record<ExportedField, string> = {
  from: 'From',
  number: 'Number',
  reference: 'Reference',
  date: 'Date',
  dueDate: 'Due',
  total: 'Total',
  paid: 'Paid',
  status: 'Status',
  notes: 'Notes',
};
const exportedFields = billFields.filter((f): f is ExportedField => f !== 'balance');
/** Our own export names every field; Notes alone may be left out. */
const exportRequired: readonly ExportedField[] = exportedFields.filter((f) => f !== 'notes');

/** The title of the column in which our export with All fields writes a bill's lines. */
export const linesTitle = 'Lines';

/** The title of the column in which it writes a bill's payments and credits (paymentsCell.ts). */
export const paymentsTitle = 'Payments';

export type FileFormat =
  | { kind: 'xero'; columns: Partial<Record<XeroColumn, number>> }
  /**
   * `lines`: the column holding each bill's lines (linesCell.ts), `payments` its payments
   * (paymentsCell.ts); null when there is none.
   */
  | { kind: 'export'; mapping: ColumnMapping; lines: number | null; payments: number | null }
  | { kind: 'other' };

function indexByName(header: readonly string[]): Map<string, number> {
  const byName = new Map<string, number>();
  header.forEach((cell, index) => {
    const name = normalizeHeader(cell);
    if (name !== '' && !byName.has(name)) byName.set(name, index);
  });
  return byName;
}

/** Recognises Xero's template (any case, spaces, `*`, order; optional columns missing) or ours. */
export function recognizeFormat(header: readonly string[]): FileFormat {
  const byName = indexByName(header);
  if (xeroRequired.every((name) => byName.has(name))) {
    const columns: Partial<Record<XeroColumn, number>> = {};
    for (const name of xeroColumns) {
      const index = byName.get(name);
      if (index !== undefined) columns[name] = index;
    }
    return { kind: 'xero', columns };
  }
  const titles = (field: ExportedField) => byName.get(normalizeHeader(exportTitles[field]));
  if (exportRequired.every((field) => titles(field) !== undefined)) {
    const mapping = Object.fromEntries(
      billFields.map((field) => [field, field === 'balance' ? null : (titles(field) ?? null)]),
    ) as ColumnMapping;
    const column = (title: string) => byName.get(normalizeHeader(title)) ?? null;
    return { kind: 'export', mapping, lines: column(linesTitle), payments: column(paymentsTitle) };
  }
  return { kind: 'other' };
}

/** Names a column may go by, normalized, for a first guess at each field's column. */
const synonyms: Record<BillField, readonly string[]> = {
  from: ['from', 'contact', 'contactname', 'supplier', 'suppliername', 'vendor', 'payee', 'name'],
  number: ['number', 'invoicenumber', 'billnumber', 'invoiceno', 'no', 'invoice', 'bill'],
  reference: ['reference', 'ref', 'yourreference'],
  date: ['date', 'invoicedate', 'billdate', 'issued', 'issuedate'],
  dueDate: ['due', 'duedate', 'paymentdue', 'payby'],
  total: ['total', 'amount', 'invoicetotal', 'gross', 'totalamount', 'value'],
  paid: ['paid', 'amountpaid', 'paidamount'],
  // What is still owed, as other systems name it (Paid is then Total less it).
  balance: ['balancedue', 'openbalance', 'amountdue', 'outstanding', 'balance'],
  status: ['status', 'state'],
  notes: ['notes', 'note', 'memo', 'description', 'comments'],
};

/** A first guess at the mapping from the column names; a column fills at most one field. */
export function guessMapping(header: readonly string[]): ColumnMapping {
  const byName = indexByName(header);
  const used = new Set<number>();
  const mapping = {} as ColumnMapping;
  for (const field of billFields) {
    const index = synonyms[field]
      .map((name) => byName.get(name))
      .find((i) => i !== undefined && !used.has(i));
    mapping[field] = index ?? null;
    if (index !== undefined) used.add(index);
  }
  return mapping;
}

/** Whether every required field has a column that exists in the header. */
export function mappingIsComplete(mapping: ColumnMapping, columnCount: number): boolean {
  return requiredFields.every((field) => {
    const index = mapping[field];
    return index !== null && index >= 0 && index < columnCount;
  });
}

/** The fields that are required and have no column, by label, for a message. */
export function missingFields(mapping: ColumnMapping, columnCount: number): string[] {
  return requiredFields
    .filter((field) => {
      const index = mapping[field];
      return index === null || index < 0 || index >= columnCount;
    })
    .map((field) => billFieldLabels[field]);
}

/** The key a mapping is remembered under: the same header (as compared) gives the same key. */
export function headerKey(header: readonly string[]): string {
  return header.map(normalizeHeader).join('\u001f');
}
