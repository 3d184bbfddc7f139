import type { Page } from '@playwright/test';
import { mkdtemp, open as openFile, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import initSqlJs from 'sql.js';
import { dropBackupTables } from '../../src/sql/io/backupFile';
import { registerSearchFunctions } from '../../src/sql/schema/functions';
import { asVersion12 } from '../migrate/olderVersions';
import { formatCount, formatMs } from './format';
import { waitForFirstRows } from './probe';
import { median } from './stats';

/**
 * Backup, restore and migration as a person meets them in Chromium (issue 25), on our page once
 * its table is loaded and kept: the OPFS writes, the download, the file read and the worker are
 * all in these times, which the Node benches (storage.ts) leave out. Each list holds one figure
 * per run.
 */
export interface BrowserStorage {
  size: number;
  /** 'Download backup' clicked to Playwright's download complete (its file on disk), Node's clock. */
  backupMs: number[];
  /** The same click to the 'Backup made: …' notice painted, in the page's clock. */
  backupNoticeMs: number[];
  /**
   * 'Download backup' where the browser offers a save dialog (Chrome, Edge): the click to
   * 'Backup saved as …' painted, said once the file is written whole and closed. Headless
   * Chromium closes a real dialog at once, so the dialog hands back a file in OPFS, written
   * through the same `createWritable` stream a picked file on disk is.
   */
  backupToFileMs: number[];
  /** The backup file's size in bytes. */
  backupBytes: number | null;
  /** 'Restore from backup…': the file chosen (its input's change event) to the question painted. */
  restoreCheckMs: number[];
  /** 'Replace with backup' clicked to the restored table's first rows painted. */
  restoreConfirmMs: number[];
  /** Check plus confirm, run by run: the restore as the goal counts it, not the person's reading. */
  restoreMs: number[];
  /** A kept database of schema version 12: navigation to the first rows painted, migrated. */
  migrationMs: number[];
  notes: string[];
}

export interface StorageInBrowserOptions {
  size: number;
  /** Each step this many times (the bench's `--runs`, at most `maxRuns`). */
  runs: number;
  timeoutMs: number;
  log: (line: string) => void;
}

/** Each step is run at most this often: a run at a million writes 400 MB to OPFS two or three times. */
export const maxRuns = 3;

/**
 * Before each timed step the page is left this long: the check of the reopened table (SQLite's
 * quick_check, 1.4 s at a million, run when the page is next idle) and a checkpoint written after
 * a restore would otherwise fall inside the next step's time.
 */
const settleMs = 3000;

const updatingText = 'Updating your bills to this version…';

/** What the page records for these steps (installed once per document by `instrument`). */
interface Clocks {
  /** The last click's and file input change's event times (ms since navigation start). */
  clickAt: number | null;
  fileChosenAt: number | null;
  /** When something watched for (`arm`) was first painted, by key. */
  marks: Record<string, number>;
  /** Each time the 'Table holds' picker was disabled (a table loading behind) or enabled again. */
  loading: { disabled: boolean; at: number }[];
}

type WithClocks = Window & { storageBench?: Clocks; storageBenchTexts?: string[] };

/** Installs the page's clocks: the last click, the file chosen, the table loading behind. */
async function instrument(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as WithClocks;
    if (w.storageBench) return;
    const clocks: Clocks = { clickAt: null, fileChosenAt: null, marks: {}, loading: [] };
    w.storageBench = clocks;
    // A person's click only: the app's own (the download link it clicks) are not trusted.
    document.addEventListener(
      'click',
      (event) => {
        if (event.isTrusted) clocks.clickAt = event.timeStamp;
      },
      { capture: true },
    );
    document.addEventListener(
      'change',
      (event) => {
        const input = event.target;
        if (input instanceof HTMLInputElement && input.type === 'file') {
          clocks.fileChosenAt = event.timeStamp;
        }
      },
      { capture: true },
    );
    const picker = () =>
      [...document.querySelectorAll('label')]
        .find((label) => label.textContent?.startsWith('Table holds'))
        ?.querySelector('select');
    new MutationObserver(() => {
      const disabled = picker()?.disabled;
      if (disabled !== undefined && clocks.loading.at(-1)?.disabled !== disabled) {
        clocks.loading.push({ disabled, at: performance.now() });
      }
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
  });
}

/**
 * Watches for a new element matching `selector` whose text holds `text` (one already there does
 * not count: a notice from the run before); the first animation frame after it appears is
 * recorded as `key`.
 */
async function arm(page: Page, key: string, selector: string, text: string): Promise<void> {
  await page.evaluate(
    ({ key, selector, text }) => {
      const clocks = (window as WithClocks).storageBench;
      if (!clocks) return;
      delete clocks.marks[key];
      const matching = () =>
        [...document.querySelectorAll(selector)].filter((el) =>
          (el.textContent ?? '').includes(text),
        );
      const before = new Set(matching());
      const observer = new MutationObserver(() => {
        if (!matching().some((el) => !before.has(el))) return;
        observer.disconnect();
        requestAnimationFrame(() => (clocks.marks[key] = performance.now()));
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    { key, selector, text },
  );
}

/**
 * When the first of `keys` was painted (ms since navigation start), or null if none was within
 * `timeoutMs`.
 */
async function markOf(
  page: Page,
  keys: string | string[],
  timeoutMs: number,
): Promise<number | null> {
  return page.evaluate(
    async ({ keys, timeoutMs }) => {
      const clocks = (window as WithClocks).storageBench;
      const deadline = performance.now() + timeoutMs;
      const first = () => keys.map((key) => clocks?.marks[key]).find((at) => at !== undefined);
      while (clocks && first() === undefined) {
        if (performance.now() > deadline) return null;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return first() ?? null;
    },
    { keys: typeof keys === 'string' ? [keys] : keys, timeoutMs },
  );
}

async function dataMenuItem(page: Page, name: string) {
  await page.getByRole('button', { name: 'Data', exact: true }).click();
  return page.getByRole('menu', { name: 'Data' }).getByRole('menuitem', { name });
}

const message = (error: unknown) =>
  error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);

/**
 * 'Download backup' `runs` times. The browser's save dialog is taken away first (headless
 * Chromium closes it at once, which the app reads as cancelled): the backup is the download a
 * browser without the dialog makes. Returns the last file's path, saved under its own name in
 * `dir`.
 */
async function timeBackups(
  page: Page,
  runs: number,
  options: StorageInBrowserOptions,
  out: BrowserStorage,
  dir: string,
): Promise<string | null> {
  await instrument(page);
  await page.evaluate(() => {
    delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
  });
  let path: string | null = null;
  for (let run = 0; run < runs; run++) {
    await page.waitForTimeout(settleMs);
    await arm(page, 'backupSaved', '[role="alert"]', 'Backup made');
    const item = await dataMenuItem(page, 'Download backup');
    const started = performance.now();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: options.timeoutMs }),
      item.click(),
    ]);
    await download.path();
    out.backupMs.push(performance.now() - started);
    // Under its own name, which the restore's question shows.
    path = join(dir, download.suggestedFilename());
    await download.saveAs(path);
    const clickAt = await page.evaluate(() => (window as WithClocks).storageBench?.clickAt ?? null);
    const noticeAt = await markOf(page, 'backupSaved', options.timeoutMs);
    if (clickAt !== null && noticeAt !== null) out.backupNoticeMs.push(noticeAt - clickAt);
    out.backupBytes = (await stat(path)).size;
  }
  if (path) {
    const head = Buffer.alloc(16);
    const file = await openFile(path);
    await file.read(head, 0, 16, 0).finally(() => file.close());
    if (head.toString('latin1') !== 'SQLite format 3\u0000') {
      out.notes.push('the downloaded backup is not a SQLite file');
      return null;
    }
  }
  return path;
}

/**
 * Removes the kept files other than the current checkpoint (the previous generation the app
 * keeps to fall back to). An incognito context's OPFS is held in memory and takes two files of a
 * million but not a third: without this, the second restore at a million finds the storage full,
 * which a browser's own profile, on disk, would not. The restore's own write is the same.
 */
async function dropPreviousGeneration(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('invoice-table-kept', 1);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const meta = await new Promise<{ file?: string } | undefined>((resolve) => {
      const get = db.transaction('meta').objectStore('meta').get('checkpoint');
      get.onsuccess = () => resolve(get.result as { file?: string } | undefined);
      get.onerror = () => resolve(undefined);
    });
    db.close();
    if (!meta?.file) return;
    const root = await navigator.storage.getDirectory();
    const folder = await root.getDirectoryHandle('kept', { create: true });
    const names: string[] = [];
    for await (const key of (folder as unknown as { keys(): AsyncIterable<string> }).keys()) {
      names.push(key);
    }
    for (const name of names) {
      if (name.startsWith('checkpoint-') && name !== meta.file) await folder.removeEntry(name);
    }
  });
}

/**
 * 'Restore from backup…' with the file just downloaded, `runs` times: the file chosen through
 * the file chooser the menu item opens, to the question painted ('Restore bills-….sqlite?', the
 * file read and checked by the worker); then 'Replace with backup' to the restored table's first
 * rows painted (it is written to OPFS as the kept table and opened again behind the table shown).
 */
async function timeRestores(
  page: Page,
  file: string,
  options: StorageInBrowserOptions,
  out: BrowserStorage,
): Promise<void> {
  const { timeoutMs } = options;
  for (let run = 0; run < options.runs; run++) {
    await dropPreviousGeneration(page);
    await page.waitForTimeout(settleMs);
    await arm(page, 'asked', '[role="alertdialog"]', 'Replace with backup');
    await arm(page, 'refused', '[role="alert"]', 'Nothing was changed');
    const item = await dataMenuItem(page, 'Restore from backup…');
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), item.click()]);
    await chooser.setFiles(file);
    const askedAt = await markOf(page, ['asked', 'refused'], timeoutMs);
    const chosenAt = await page.evaluate(
      () => (window as WithClocks).storageBench?.fileChosenAt ?? null,
    );
    const refused = await page.evaluate(
      () => (window as WithClocks).storageBench?.marks.refused !== undefined,
    );
    if (askedAt === null || chosenAt === null || refused) {
      const said = await page
        .getByRole('alert')
        .last()
        .textContent({ timeout: 1000 })
        .catch(() => null);
      throw new Error(`no question about the file was shown (${said ?? 'no notice'})`);
    }
    out.restoreCheckMs.push(askedAt - chosenAt);
    const from = await page.evaluate(() => ({
      measures: window.__bench?.measures.length ?? 0,
      loading: (window as WithClocks).storageBench?.loading.length ?? 0,
    }));
    await arm(page, 'restored', '[role="alert"]', 'Restored ');
    await arm(page, 'notRestored', '[role="alert"]', 'could not be restored');
    const question = page.getByRole('alertdialog', { name: /^Restore / });
    await question.getByRole('button', { name: 'Replace with backup' }).click();
    const clickAt = await page.evaluate(() => (window as WithClocks).storageBench?.clickAt ?? 0);
    const restoredAt = await markOf(page, ['restored', 'notRestored'], timeoutMs);
    const failed = await page.evaluate(
      () => (window as WithClocks).storageBench?.marks.notRestored !== undefined,
    );
    if (restoredAt === null || failed) {
      const said = await page.getByRole('alert').allTextContents();
      const used = await page.evaluate(async () => {
        const { usage, quota } = await navigator.storage.estimate();
        return `storage ${((usage ?? 0) / 1e6).toFixed(0)} of ${((quota ?? 0) / 1e6).toFixed(0)} MB`;
      });
      const notice = said.join(' / ') || 'no notice';
      throw new Error(`the restore did not say it was done (${notice}; ${used})`);
    }
    // The restored table opens behind the one shown ('Table holds' is disabled meanwhile, from
    // a deferred render); the data's revision moves only when it is in, so its rows are the first
    // painted after the loading began (the picker is enabled again a frame or so after them).
    const painted = await page.evaluate(
      async ({ from, restoredAt, timeoutMs }) => {
        const clocks = (window as WithClocks).storageBench;
        const deadline = performance.now() + timeoutMs;
        while (performance.now() < deadline) {
          const loading = clocks?.loading.slice(from.loading) ?? [];
          const opened = loading.find((l) => l.disabled);
          // A table whose loading was never seen (2 s after 'Restored'): the first rows after it.
          const unseen = !opened && performance.now() - restoredAt > 2000;
          const after = opened?.at ?? (unseen ? restoredAt : null);
          const measure =
            after === null
              ? undefined
              : window.__bench?.measures.slice(from.measures).find((m) => m.end > after);
          if (measure) return { end: measure.end, sawLoading: opened !== undefined, seen: '' };
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        const seen = clocks?.loading.slice(from.loading).map((l) => `${l.disabled}@${l.at}`);
        const ends = window.__bench?.measures.slice(from.measures).map((m) => m.end);
        return { end: null, seen: `loading ${seen?.join(',')}; rows at ${ends?.join(',')}` };
      },
      { from, restoredAt, timeoutMs },
    );
    if (painted.end === null) {
      throw new Error(
        `no rows painted after the restore (restored at ${restoredAt}, ${painted.seen})`,
      );
    }
    out.restoreConfirmMs.push(painted.end - clickAt);
    out.restoreMs.push(askedAt - chosenAt + painted.end - clickAt);
    if (!painted.sawLoading && run === 0) {
      out.notes.push(
        "the restored table's loading was not seen: its rows are the first painted after 'Restored'",
      );
    }
    const count = await page.getByRole('definition').first().textContent();
    if (count !== formatCount(options.size)) {
      out.notes.push(`after restore ${run + 1} the footer counted ${count}, not the backup's`);
    }
  }
}

/**
 * The backup turned into a kept database of schema version 12 (the previous one): the backup's
 * own tables dropped as a restore drops them, then migration 13 undone (bench/migrate).
 */
async function version12File(backup: string, dir: string): Promise<string> {
  const SQL = await initSqlJs();
  const db = new SQL.Database(await readFile(backup));
  try {
    registerSearchFunctions(db);
    dropBackupTables(db);
    asVersion12(db);
    const path = join(dir, 'kept-version-12.sqlite');
    await writeFile(path, db.export());
    return path;
  } finally {
    db.close();
  }
}

/** A page of our origin that runs none of the app, to put a kept file in place from. */
const blankPath = '/__storage-bench';

/**
 * Makes `file` the kept checkpoint, from a blank page of the origin (the app closed, its
 * worker gone): the kept files removed, it is written to OPFS as the next generation and named
 * by the record, as version 12 and without a previous generation to fall back to.
 */
async function placeKept(page: Page, file: string): Promise<void> {
  await page.goto(new URL(blankPath, page.url()).href);
  await page.getByLabel('Kept database file').setInputFiles(file);
  return page.evaluate(async () => {
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const bytes = input.files?.[0];
    if (!bytes) throw new Error('no file chosen');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('invoice-table-kept', 1);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const done = <T>(req: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
    const meta = (await done(db.transaction('meta').objectStore('meta').get('checkpoint'))) as
      { generation: number; previous?: unknown } | undefined;
    if (!meta) throw new Error('nothing is kept');
    const generation = meta.generation + 1;
    const name = `checkpoint-${generation}.sqlite`;
    const root = await navigator.storage.getDirectory();
    const folder = await root.getDirectoryHandle('kept', { create: true });
    // The table it replaces goes first: a context's quota holds two or three files of a million.
    const names: string[] = [];
    for await (const key of (folder as unknown as { keys(): AsyncIterable<string> }).keys()) {
      names.push(key);
    }
    for (const old of names.filter((n) => n.startsWith('checkpoint-'))) {
      await folder.removeEntry(old);
    }
    const writable = await (await folder.getFileHandle(name, { create: true })).createWritable();
    await writable.write(bytes);
    await writable.close();
    const record: Record<string, unknown> = {
      ...meta,
      file: name,
      generation,
      bytes: bytes.size,
      schema: 12,
    };
    delete record.previous;
    await done(db.transaction('meta', 'readwrite').objectStore('meta').put(record, 'checkpoint'));
    db.close();
  });
}

/**
 * Opening a kept database of the previous schema, `runs` times: the backup made version 12 in
 * Node, put in place as the kept checkpoint, then the page opened at its address, timed from
 * navigation to the first rows painted; the loading screen must have said 'Updating your bills
 * to this version…'. Each run puts the version 12 file in place again: the migrated table
 * is saved as today's version only with the next write.
 */
async function timeMigrations(
  page: Page,
  file: string,
  options: StorageInBrowserOptions,
  out: BrowserStorage,
): Promise<void> {
  const appUrl = page.url();
  await page.route(`**${blankPath}`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Storage bench</title><input type="file" aria-label="Kept database file">',
    }),
  );
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { storageBenchTexts: seen });
    new MutationObserver(() => {
      const text = document.querySelector('main.app-message')?.textContent ?? '';
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  try {
    for (let run = 0; run < options.runs; run++) {
      await page.waitForTimeout(settleMs);
      await placeKept(page, file);
      await page.goto(appUrl);
      const load = await waitForFirstRows(page, options.timeoutMs);
      const said = await page.evaluate(() => (window as WithClocks).storageBenchTexts ?? []);
      if (!load) throw new Error(`no rows after opening version 12 (it said: ${said.join(' / ')})`);
      if (!said.some((text) => text.includes(updatingText))) {
        out.notes.push(
          `migration run ${run + 1} never said '${updatingText}': ${said.join(' / ')}`,
        );
        continue;
      }
      out.migrationMs.push(load.loadMs);
    }
  } finally {
    await page.unroute(`**${blankPath}`);
  }
}

/**
 * Backup, restore and migration on our page in Chromium at the table's size: a backup, the
 * restores of it, the migrations, then the other backups.
 * Ends on the app's page (opened again by the migration). A step that fails ends the ones after
 * it, with a note; what was measured before stays.
 */
export async function storageInBrowser(
  page: Page,
  options: StorageInBrowserOptions,
): Promise<BrowserStorage> {
  const out: BrowserStorage = {
    size: options.size,
    backupMs: [],
    backupNoticeMs: [],
    backupToFileMs: [],
    backupBytes: null,
    restoreCheckMs: [],
    restoreConfirmMs: [],
    restoreMs: [],
    migrationMs: [],
    notes: [],
  };
  const dir = await mkdtemp(join(tmpdir(), 'storage-bench-'));
  const n = formatCount(options.size);
  let step = 'backup';
  try {
    // One backup, for the file the restores and the migration use; the others last: each
    // backup's file stays in the page for a minute (its URL is let go after 60 s), so the
    // restores run with one held, as after a person's single backup, not three.
    const backup = await timeBackups(page, 1, options, out, dir);
    if (!backup) return out;
    step = 'restore';
    await timeRestores(page, backup, options, out);
    options.log(`ours ${n}: ${browserStorageLines(out).at(1)}`);
    step = 'migration (making version 12)';
    const older = await version12File(backup, dir);
    step = 'migration';
    await timeMigrations(page, older, options, out);
    options.log(`ours ${n}: ${browserStorageLines(out).at(2)}`);
    // The other backups, each way in turn, so that neither meets the disk still writing out
    // the other's 550 MB more often than it does.
    for (let run = 0; run < options.runs; run++) {
      step = 'backup to a picked file';
      await timeBackupsToFile(page, 1, options, out);
      if (run === options.runs - 1) break;
      step = 'backup';
      await timeBackups(page, 1, options, out, dir);
    }
    options.log(`ours ${n}: ${browserStorageLines(out).at(0)}`);
  } catch (error) {
    out.notes.push(`stopped at the ${step}: ${message(error)}`);
    options.log(`ours ${n}: storage in the browser stopped at the ${step}: ${message(error)}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return out;
}

function runsText(values: readonly number[]): string {
  if (values.length === 0) return 'not measured';
  const all = values.length > 1 ? ` (${values.map((v) => formatMs(v)).join(', ')})` : '';
  return `${values.length > 1 ? 'median ' : ''}${formatMs(median(values))}${all}`;
}

/**
 * 'Download backup' `runs` times where the browser offers a save dialog. The dialog is stood in
 * for by one that picks a file in OPFS at once: the app then writes it as it writes a file the
 * person picked (`createWritable`, a part at a time, closed before 'Backup saved'). The file's
 * size is checked against the download's, then it is removed.
 */
async function timeBackupsToFile(
  page: Page,
  runs: number,
  options: StorageInBrowserOptions,
  out: BrowserStorage,
): Promise<void> {
  await instrument(page);
  for (let run = 0; run < runs; run++) {
    await page.evaluate(() => {
      (window as { showSaveFilePicker?: unknown }).showSaveFilePicker = async (picked: {
        suggestedName: string;
      }) => {
        const root = await navigator.storage.getDirectory();
        return root.getFileHandle(picked.suggestedName, { create: true });
      };
    });
    await page.waitForTimeout(settleMs);
    await arm(page, 'backupToFile', '[role="alert"]', 'Backup saved as');
    const item = await dataMenuItem(page, 'Download backup');
    await item.click();
    const noticeAt = await markOf(page, 'backupToFile', options.timeoutMs);
    const clickAt = await page.evaluate(() => (window as WithClocks).storageBench?.clickAt ?? null);
    if (clickAt === null || noticeAt === null) {
      out.notes.push('a backup to a picked file said nothing');
      return;
    }
    out.backupToFileMs.push(noticeAt - clickAt);
    const size = await page.evaluate(async () => {
      const root = await navigator.storage.getDirectory();
      let bytes = 0;
      for await (const [name, handle] of (
        root as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }
      ).entries()) {
        if (handle.kind !== 'file' || !name.endsWith('.sqlite')) continue;
        bytes = (await (handle as FileSystemFileHandle).getFile()).size;
        await root.removeEntry(name);
      }
      return bytes;
    });
    if (out.backupBytes !== null && size !== out.backupBytes) {
      out.notes.push(
        `a backup to a picked file wrote ${size} bytes, the download ${out.backupBytes}`,
      );
    }
  }
  await page.evaluate(() => {
    delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
  });
}

/** One line each for backup, restore and migration, then the notes. */
export function browserStorageLines(storage: BrowserStorage): string[] {
  const mb = storage.backupBytes === null ? '?' : (storage.backupBytes / 1e6).toFixed(0);
  return [
    `Download backup, to a file picked in the save dialog (Chrome, Edge), click to 'Backup saved' painted: ${runsText(storage.backupToFileMs)}; as a download (no dialog), click to download complete: ${runsText(storage.backupMs)}, to 'Backup made' painted: ${runsText(storage.backupNoticeMs)}; file ${mb} MB`,
    `Restore from backup…, file chosen to question painted ${runsText(storage.restoreCheckMs)} + 'Replace with backup' to restored rows painted ${runsText(storage.restoreConfirmMs)} = ${runsText(storage.restoreMs)}`,
    `Open a kept table of version 12 ('${updatingText}'), navigation to first rows painted: ${runsText(storage.migrationMs)}`,
    ...storage.notes.map((note) => `note: ${note}`),
  ];
}

/** The names the verdicts read (verdicts.ts, page.measurements): medians over the runs. */
export function browserStorageMeasurements(storage: BrowserStorage): Record<string, number> {
  const found: Record<string, number> = {};
  const put = (name: string, values: readonly number[]) => {
    const value = median(values);
    if (value !== null) found[name] = value;
  };
  put('backup ms', storage.backupMs);
  put('backup to file ms', storage.backupToFileMs);
  put('restore ms', storage.restoreMs);
  put('restore check ms', storage.restoreCheckMs);
  put('restore confirm ms', storage.restoreConfirmMs);
  put('migration ms', storage.migrationMs);
  return found;
}

/** The runs as a Markdown section, or nothing when none ran. */
export function browserStorageMarkdown(runs: readonly BrowserStorage[]): string {
  if (runs.length === 0) return '';
  const parts = ['', '## Backup, restore and migration in Chromium (issue 25)', ''];
  for (const storage of runs) {
    parts.push(`${formatCount(storage.size)} invoices:`, '');
    parts.push(...browserStorageLines(storage).map((line) => `- ${line}`), '');
  }
  return parts.join('\n');
}
