import initSqlJs from 'sql.js';

const SQL = await initSqlJs();

/**
 * A copy of a database file with one b-tree cell in the middle of a page written over, as a
 * failing disk or a stray write leaves it: the file still opens (its header and schema are
 * whole), and so do reads that never reach that cell, but SQLite's quick_check finds the fault.
 * The page is the first one of `index` (default: Notes, which neither the first page of rows,
 * the totals nor a Reference edit reads); the cell is the middle one of the cells it holds.
 */
export function withCorruptPage(bytes: Uint8Array, index = 'invoices_notes'): Uint8Array {
  const db = new SQL.Database(bytes);
  let pageSize: number;
  let root: number;
  try {
    pageSize = Number(db.exec('PRAGMA page_size')[0]?.values[0]?.[0]);
    root = Number(
      db.exec('SELECT rootpage FROM sqlite_schema WHERE name = ?', [index])[0]?.values[0]?.[0],
    );
  } finally {
    db.close();
  }
  if (!(root > 1)) throw new Error(`${index} has no page of its own`);
  const start = (root - 1) * pageSize;
  const cells = (bytes[start + 3]! << 8) | bytes[start + 4]!;
  if (cells === 0) throw new Error(`${index}'s page holds no cells`);
  // A leaf page's cell pointers follow its 8-byte header; an interior page's, its 12 bytes.
  const header = bytes[start] === 2 || bytes[start] === 5 ? 12 : 8;
  const pointer = start + header + 2 * Math.floor(cells / 2);
  const cell = start + ((bytes[pointer]! << 8) | bytes[pointer + 1]!);
  const damaged = bytes.slice();
  damaged.fill(0x5a, cell, Math.min(cell + 16, start + pageSize));
  return damaged;
}
