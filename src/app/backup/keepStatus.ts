import { useSyncExternalStore } from 'react';

/**
 * What the page knows of how the browser keeps these bills (issue 25 §2): whether it granted
 * persistent storage, the space used, and when the last backup was made. One small store, read
 * by the Storage entry and the status line.
 */
export interface KeepStatus {
  /** True once the browser granted persistent storage; false when it did not; null: not known. */
  persisted: boolean | null;
  /** Bytes this site uses (navigator.storage.estimate), or null where the browser does not say. */
  usage: number | null;
  /** When the last backup was made (ISO date and time), or null for never. */
  lastBackup: string | null;
}

const lastBackupKey = 'invoice-table:last-backup';

interface StorageManagerLike {
  persist?: () => Promise<boolean>;
  persisted?: () => Promise<boolean>;
  estimate?: () => Promise<{ usage?: number }>;
}

function manager(): StorageManagerLike | undefined {
  return (globalThis.navigator as { storage?: StorageManagerLike } | undefined)?.storage;
}

function readLastBackup(): string | null {
  try {
    return globalThis.localStorage?.getItem(lastBackupKey) ?? null;
  } catch {
    return null;
  }
}

let status: KeepStatus = { persisted: null, usage: null, lastBackup: readLastBackup() };
let asked = false;
const listeners = new Set<() => void>();

function set(next: Partial<KeepStatus>) {
  status = { ...status, ...next };
  for (const listener of listeners) listener();
}

/** Reads what the browser says now: granted or not, and the space used. */
export async function refreshKeepStatus(): Promise<void> {
  const storage = manager();
  const [persisted, estimate] = await Promise.all([
    storage?.persisted?.().catch(() => null) ?? null,
    storage?.estimate?.().catch(() => null) ?? null,
  ]);
  set({
    // A grant stands once given: the browser does not take it back within a tab.
    persisted:
      status.persisted === true || typeof persisted !== 'boolean' ? status.persisted : persisted,
    usage: typeof estimate?.usage === 'number' ? estimate.usage : status.usage,
  });
}

/**
 * Asks the browser to keep this site's storage (navigator.storage.persist, which only the page
 * can call): once per tab, the first time the table holds the person's own bills. Sample data
 * never asks.
 */
export async function askToKeep(): Promise<void> {
  if (asked) return;
  asked = true;
  const persist = manager()?.persist;
  const granted = persist ? await persist.call(manager()).catch(() => false) : false;
  set({ persisted: granted });
  await refreshKeepStatus();
}

/** A backup was made now. */
export function noteBackup(at: string): void {
  try {
    globalThis.localStorage?.setItem(lastBackupKey, at);
  } catch {
    // Not remembered across reloads where localStorage is refused; this tab still shows it.
  }
  set({ lastBackup: at });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useKeepStatus(): KeepStatus {
  return useSyncExternalStore(subscribe, () => status);
}

/** Settings the page remembers (localStorage) that a backup carries: the app's own keys. */
export function readSettings(): Record<string, string> {
  const settings: Record<string, string> = {};
  try {
    const store = globalThis.localStorage;
    for (let i = 0; i < (store?.length ?? 0); i++) {
      const key = store.key(i);
      if (key && isAppSetting(key)) settings[key] = store.getItem(key) ?? '';
    }
  } catch {
    // Where localStorage is refused there are no settings to carry.
  }
  return settings;
}

/** Puts a backup's settings back (only the app's own keys; the last backup stays this tab's). */
export function writeSettings(settings: Record<string, string>): void {
  try {
    for (const [key, value] of Object.entries(settings)) {
      if (isAppSetting(key)) globalThis.localStorage?.setItem(key, value);
    }
  } catch {
    // Refused storage: the settings are not put back, and nothing else depends on them.
  }
}

function isAppSetting(key: string): boolean {
  return (key.startsWith('invoice-table:') || key.startsWith('invoices.')) && key !== lastBackupKey;
}
