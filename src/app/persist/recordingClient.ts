import type { DataChange } from '../../sql/changes';
import { parseReference } from '../../sql/reference';
import type { BulkProgress, DeleteResult, MutationResult } from '../../worker/types';
import type { InvoiceClient } from '../data/client';

type OnProgress = (progress: BulkProgress) => void;

/**
 * The worker client, with every write that succeeds handed to `record` as a change (to be
 * stored and told to other tabs), once, with every id it touched: a bulk write reports progress
 * as it goes but is recorded only when it has committed whole. Its result comes back once the
 * record is stored, so nothing is reported done before it is kept. The rest of the screen uses
 * it like the plain client.
 */
export function recordingClient(
  client: InvoiceClient,
  record: (change: DataChange) => Promise<void>,
): InvoiceClient {
  const wrapped = {
    async updateReference(id: unknown, value: unknown): Promise<MutationResult> {
      const result = await client.updateReference(id, value);
      const reference = parseReference(value);
      if (result.kind === 'ok' && typeof id === 'number' && reference.ok) {
        await record({ kind: 'reference', id, reference: reference.value });
      }
      return result;
    },
    async approve(selection: unknown, onProgress?: OnProgress): Promise<MutationResult> {
      const result = await client.approve(selection, onProgress);
      if (result.kind === 'ok' && result.ids && result.ids.length > 0) {
        await record({ kind: 'approve', ids: result.ids });
      }
      return result;
    },
    async remove(selection: unknown, onProgress?: OnProgress): Promise<DeleteResult> {
      const result = await client.remove(selection, onProgress);
      if (result.kind === 'ok' && result.ids.length > 0) {
        await record({ kind: 'delete', ids: result.ids });
      }
      return result;
    },
    async undoRemove(token: unknown, onProgress?: OnProgress): Promise<MutationResult> {
      const result = await client.undoRemove(token, onProgress);
      if (result.kind === 'ok' && result.ids && result.ids.length > 0) {
        await record({ kind: 'restore', ids: result.ids });
      }
      return result;
    },
  };
  return new Proxy(client, {
    get(target, key, receiver) {
      if (typeof key === 'string' && key in wrapped) return wrapped[key as keyof typeof wrapped];
      return Reflect.get(target, key, receiver);
    },
  });
}
