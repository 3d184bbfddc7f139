import { z } from 'zod';

/**
 * What a backup carries besides the database's own tables: the page keeps the change log (each
 * bill's history is read from it), the saved views and a few settings in the browser, not in
 * the database, so a backup copies them into tables of its own and a restore puts them back.
 */
export interface BackupContents {
  /** When the backup was made (ISO date and time). */
  savedAt: string;
  /** What the table held: own bills, or a sample of a size (choice.ts). */
  choice: unknown;
  /** The data set's change log, oldest first; keys are renumbered when restored. */
  changes: { key: number; change: unknown }[];
  /** The saved views as the page stores them (viewSchema.ts reads them). */
  views: unknown;
  /** The page's remembered settings (localStorage), by key. */
  settings: Record<string, string>;
}

export const backupContentsSchema = z.object({
  savedAt: z.string().max(40),
  choice: z.unknown(),
  changes: z.array(z.object({ key: z.number().int().nonnegative(), change: z.unknown() })),
  views: z.unknown(),
  settings: z.record(z.string(), z.string()),
});

/** What a backup holds, shown before it replaces anything. */
export interface BackupSummary {
  bills: number;
  /** What is still owed over every bill, in pence. */
  owed: number;
  /** When it was saved (ISO date and time), or null when the file does not say. */
  savedAt: string | null;
}

/** Why a file cannot be restored: each says what is wrong in words the person can act on. */
export type BackupProblem =
  'not-sqlite' | 'truncated' | 'not-ours' | 'newer' | 'damaged' | 'unreadable';

/** `bills-YYYY-MM-DD.sqlite` for the given ISO day. */
export function backupFileName(today: string): string {
  return `bills-${today}.sqlite`;
}

/** The sentence for a refused file: its name, what is wrong with it, and what to do. */
export function refusalSentence(fileName: string, problem: BackupProblem): string {
  const name = `‘${fileName}’`;
  switch (problem) {
    case 'not-sqlite':
      return `${name} is not a backup of these bills: it is not a SQLite database. Choose a file saved with ‘Download backup’ (bills-YYYY-MM-DD.sqlite). Nothing was changed.`;
    case 'truncated':
      return `${name} is cut short: part of the backup is missing, perhaps from a download or copy that did not finish. Copy the file again, or choose another backup. Nothing was changed.`;
    case 'not-ours':
      return `${name} is a SQLite database of another app, not a backup of these bills. Choose a file saved with ‘Download backup’. Nothing was changed.`;
    case 'newer':
      return `${name} was saved by a newer version of this app. Reload to update, then restore it again. Nothing was changed.`;
    case 'damaged':
      return `${name} is damaged: SQLite’s check of it failed. Choose another backup. Nothing was changed.`;
    case 'unreadable':
      return `${name} could not be read as a backup of these bills. Choose another backup. Nothing was changed.`;
  }
}
