import { z } from 'zod';
import { dataChangeSchema, type DataChange } from '../../domain/changes';

/** What one tab tells the others of the same app, so none overwrites another's changes silently. */
export type TabMessage =
  | { type: 'views'; from: string }
  | { type: 'data'; from: string; dataset: string; change: DataChange; key?: number }
  | { type: 'choice'; from: string; dataset: string }
  /**
   * A write the log does not carry (an import, its Undo), ordered by the write lock: 'changing'
   * while it is kept (others stop saving their copy), 'kept' once its checkpoint is saved (others
   * open it).
   */
  | { type: 'table'; from: string; dataset: string; what: TableWrite; state: 'changing' | 'kept' };

export type TableWrite = 'import' | 'undoImport';

const messageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('views'), from: z.string() }),
  z.object({
    type: z.literal('data'),
    from: z.string(),
    dataset: z.string(),
    change: dataChangeSchema,
    key: z.number().int().positive().optional(),
  }),
  z.object({ type: z.literal('choice'), from: z.string(), dataset: z.string() }),
  z.object({
    type: z.literal('table'),
    from: z.string(),
    dataset: z.string(),
    what: z.enum(['import', 'undoImport']),
    state: z.enum(['changing', 'kept']),
  }),
]);

export const tabId = `tab-${Math.random().toString(36).slice(2, 10)}`;

export interface TabChannel {
  post(message: TabMessage): void;
  subscribe(listener: (message: TabMessage) => void): () => void;
  /** Tells this tab's own listeners, as if another tab had posted it (a restore replaced views). */
  tellHere(message: TabMessage): void;
}

/** BroadcastChannel between tabs; a no-op where the browser has none. Others' messages only. */
export function openTabChannel(name = 'invoice-table'): TabChannel {
  const here = new Set<(message: TabMessage) => void>();
  const tellHere = (message: TabMessage) => {
    for (const listener of here) listener(message);
  };
  if (typeof BroadcastChannel === 'undefined') {
    return {
      post: () => undefined,
      subscribe(listener) {
        here.add(listener);
        return () => here.delete(listener);
      },
      tellHere,
    };
  }
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => channel.postMessage(message),
    subscribe(listener) {
      const onMessage = (event: MessageEvent) => {
        const parsed = messageSchema.safeParse(event.data);
        if (parsed.success && parsed.data.from !== tabId) listener(parsed.data as TabMessage);
      };
      channel.addEventListener('message', onMessage);
      here.add(listener);
      return () => {
        channel.removeEventListener('message', onMessage);
        here.delete(listener);
      };
    },
    tellHere,
  };
}
