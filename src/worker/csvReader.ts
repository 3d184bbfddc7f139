import Papa from 'papaparse';

/**
 * Reads a CSV file a piece at a time: bytes are read from the Blob in slices, decoded as UTF-8
 * (or Windows-1252, as spreadsheet programs on Windows save CSV) with a streaming decoder, so a
 * character split between two slices is kept whole, and parsed with PapaParse's parser, which
 * carries an unfinished row over to the next slice. At most one slice and one unfinished row are
 * held at a time: a 150 MB file is never in memory as one string.
 */

/** Why a file cannot be read at all, said to the person as it stands. */
export class UnreadableFile extends Error {}

/** Bytes read at a time. */
export const sliceBytes = 4 * 1024 * 1024;
/** A row still unfinished after this many characters is a quote that is never closed. */
export const maxRowChars = 2 * 1024 * 1024;
/** The largest file taken: larger ones would not fit in the browser beside the database. */
export const maxFileBytes = 512 * 1024 * 1024;

function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
  return `${Math.round(bytes / 1024 ** 2)} MB`;
}

/** The line ending of the first line that ends outside quotes. */
function guessNewline(text: string): '\r\n' | '\n' | '\r' {
  const unquoted = text.slice(0, 65_536).replace(/"[^"]*"/g, '');
  const end = /\r\n|\n|\r/.exec(unquoted);
  return (end?.[0] as '\r\n' | '\n' | '\r' | undefined) ?? '\n';
}

/** The delimiter the header line uses most: comma, semicolon (much of Europe), tab or pipe. */
function guessDelimiter(text: string): string {
  const firstLine =
    text
      .slice(0, 65_536)
      .replace(/"[^"]*"/g, '')
      .split(/\r\n|\n|\r/)[0] ?? '';
  let best = ',';
  let bestCount = 0;
  for (const candidate of [',', ';', '\t', '|']) {
    const count = firstLine.split(candidate).length - 1;
    if (count > bestCount) {
      best = candidate;
      bestCount = count;
    }
  }
  return best;
}

/** The encoding to read with, from the first bytes; throws when they are not text. */
function chooseEncoding(head: Uint8Array): 'utf-8' | 'windows-1252' {
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff)) {
    throw new UnreadableFile(
      'This file is saved as UTF-16 text. Save it as “CSV UTF-8” and choose it again.',
    );
  }
  if (head.includes(0)) {
    throw new UnreadableFile(
      'This file is not text: it may be a spreadsheet workbook (.xlsx) or another kind of file. ' +
        'Save it as CSV and choose it again.',
    );
  }
  try {
    // The head may end inside a character: stream mode leaves that to the next (absent) slice.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

export interface CsvProgress {
  /** Bytes read so far, of `totalBytes`. */
  readBytes: number;
  totalBytes: number;
}

export interface ReadCsvOptions {
  /** Rows as parsed; `line` is the row's number as a spreadsheet shows it (the header is 1). */
  onRow: (cells: string[], line: number) => void;
  onProgress?: (progress: CsvProgress) => void;
  /** Called between slices: lets messages in (Cancel) and throws to stop. */
  between?: () => Promise<void>;
  /** Stop after this many rows (reading the header alone). */
  maxRows?: number;
}

/**
 * Reads `file` row by row (see above), answering the delimiter it found (a semicolon says how
 * its numbers are likely written). Throws `UnreadableFile` with the reason in words.
 */
export async function readCsv(file: Blob, options: ReadCsvOptions): Promise<{ delimiter: string }> {
  const { onRow, onProgress, between, maxRows = Infinity } = options;
  if (file.size === 0) throw new UnreadableFile('This file is empty: there is nothing to import.');
  if (file.size > maxFileBytes) {
    throw new UnreadableFile(
      `This file is ${formatBytes(file.size)}; at most ${formatBytes(maxFileBytes)} can be ` +
        'imported at once. Split it into smaller files and import each.',
    );
  }
  let decoder: TextDecoder | null = null;
  let parser: Papa.Parser | null = null;
  let delimiter = ',';
  let partial = '';
  let base = 0;
  let line = 0;
  let done = false;

  const parse = (text: string, last: boolean) => {
    if (!parser) {
      delimiter = guessDelimiter(text);
      parser = new Papa.Parser({ delimiter, newline: guessNewline(text) });
    }
    const aggregate = partial + text;
    const results = parser.parse(aggregate, base, !last) as {
      data: string[][];
      meta: { cursor: number };
    };
    partial = last ? '' : aggregate.slice(results.meta.cursor - base);
    base = results.meta.cursor;
    for (const row of results.data) {
      line += 1;
      onRow(row, line);
      if (line >= maxRows) {
        done = true;
        return;
      }
    }
    if (partial.length > maxRowChars) {
      throw new UnreadableFile(
        `Line ${line + 1} has a cell more than ${formatBytes(maxRowChars)} long, so a quote is ` +
          'probably never closed. Nothing was imported; check the file in a spreadsheet.',
      );
    }
  };

  for (let start = 0; start < file.size && !done; start += sliceBytes) {
    const bytes = new Uint8Array(await file.slice(start, start + sliceBytes).arrayBuffer());
    if (!decoder) decoder = new TextDecoder(chooseEncoding(bytes.subarray(0, 65_536)));
    let text = decoder.decode(bytes, { stream: true });
    if (start === 0 && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    const last = start + sliceBytes >= file.size;
    if (last) text += decoder.decode();
    parse(text, last);
    onProgress?.({ readBytes: Math.min(file.size, start + sliceBytes), totalBytes: file.size });
    if (!last && !done) await between?.();
  }
  return { delimiter };
}
