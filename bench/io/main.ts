import { createInvoiceService } from '../../src/worker/service';
import { localToday } from '../../src/domain/dates';
import { parseSizes } from '../sizesArg';
import { startSqlJs } from '../nodeWorker';

/**
 * Import and export rates, in Node, through the worker's own service (the code the browser's
 * worker runs): a Xero-template file of N lines (two lines per bill, accents and quoted commas),
 * from the file to the bills being searchable (the moment a search finds the imported bills:
 * while the search index is filled for them after the commit, a search tests each row), and
 * when that index is whole; then exporting every row, with all fields, of a
 * sample of as many invoices as the file has lines. Wall time and CPU time: on a shared machine
 * the two part ways.
 */

const contacts = ['Müller GmbH', 'Café Zoë', 'Acme, Inc.', 'Globex', 'Øresund AB', 'Initech'];

/** A Xero bill template of `lines` lines, two per bill. */
function xeroFile(lines: number): Blob {
  const parts = [
    '*ContactName,EmailAddress,*InvoiceNumber,Reference,*InvoiceDate,*DueDate,Description,*Quantity,*UnitAmount,Discount,*AccountCode,*TaxType,TaxAmount\n',
  ];
  let block = '';
  for (let i = 0; i < lines; i++) {
    const bill = Math.floor(i / 2);
    const contact = contacts[bill % contacts.length] as string;
    const day = String((bill % 28) + 1).padStart(2, '0');
    const name = contact.includes(',') ? `"${contact}"` : contact;
    block += `${name},ap@example.com,B-${bill},PO ${bill % 977},${day}/10/2025,${day}/11/2025,"Paper, A4 ${i}",${(i % 5) + 1},${(i % 300) + 0.25},,429,20% (VAT on Expenses),${(i % 40) + 0.1}\n`;
    if (block.length > 1 << 20) {
      parts.push(block);
      block = '';
    }
  }
  parts.push(block);
  return new Blob(parts);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const perSecond = (n: number, ms: number) => Math.round((n / ms) * 1000).toLocaleString('en-GB');

export async function main(argv: string[]): Promise<void> {
  const sizes = parseSizes(argv, [100_000]);
  const { createDatabase } = await startSqlJs();
  const today = localToday();
  console.log('\nImport and export, in Node through the worker service\n');
  for (const lines of sizes) {
    const service = createInvoiceService({ createDatabase, today });
    await service.load(100);
    await service.settled();
    const file = xeroFile(lines);
    const mb = (file.size / 1024 ** 2).toFixed(0);
    const cpu = process.cpuUsage();
    const started = performance.now();
    const preview = await service.importPreview(file, { dateOrder: 'dmy', mapping: null });
    const read = performance.now();
    if (preview.kind !== 'preview') throw new Error(JSON.stringify(preview));
    const commit = await service.importCommit();
    if (commit.kind !== 'ok') throw new Error(JSON.stringify(commit));
    const found = await service.query({
      filters: [],
      search: 'muller',
      sort: [{ column: 'date', desc: true }],
      page: { index: 0, size: 20 },
    });
    const ended = performance.now();
    if (found.kind !== 'ok' || found.rows.length === 0) throw new Error('Not searchable');
    await service.settled();
    const indexed = performance.now();
    const ms = ended - started;
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000;
    console.log(
      `import ${lines.toLocaleString('en-GB')} lines (${mb} MB, ${preview.billCount.toLocaleString('en-GB')} bills): ` +
        `${seconds(ms)} = ${perSecond(lines, ms)} lines/s ` +
        `(read ${seconds(read - started)}, write and first search ${seconds(ended - read)}; ` +
        `CPU ${seconds(cpuMs)}); search index whole ${seconds(indexed - started)}`,
    );
    // Export from a sample of as many invoices as the file had lines.
    const sample = createInvoiceService({ createDatabase, today });
    await sample.load(lines);
    await sample.settled();
    const exportCpu = process.cpuUsage();
    const exportStarted = performance.now();
    const exported = await sample.exportCsv({
      query: {
        filters: [],
        search: '',
        sort: [{ column: 'date', desc: true }],
        page: { index: 0, size: 20 },
      },
      columns: ['from', 'status', 'reference', 'date', 'dueDate', 'paid', 'due', 'notes'],
      allFields: true,
    });
    const exportMs = performance.now() - exportStarted;
    const { user, system } = process.cpuUsage(exportCpu);
    if (exported.kind !== 'ok' || !exported.file) throw new Error(JSON.stringify(exported));
    console.log(
      `export ${exported.count.toLocaleString('en-GB')} rows, all fields ` +
        `(${(exported.file.size / 1024 ** 2).toFixed(0)} MB): ${seconds(exportMs)} = ` +
        `${perSecond(exported.count, exportMs)} rows/s (CPU ${seconds((user + system) / 1000)})`,
    );
  }
}
