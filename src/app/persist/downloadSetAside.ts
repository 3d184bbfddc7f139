import type { InvoiceClient } from '../data/client';
import { downloadFile } from '../io/download';

/**
 * Downloads the kept file set aside as unreadable or damaged (keeper.ts, `readSetAside`), named
 * `unreadable-…` or `damaged-…` for support; says through `onProblem` why it could not.
 */
export async function downloadSetAside(
  client: InvoiceClient,
  what: 'unreadable' | 'damaged',
  onProblem: (problem: string | null) => void,
): Promise<void> {
  onProblem(null);
  const copy = await client.readSetAside().catch((error: unknown) => ({
    kind: 'error' as const,
    errors: [error instanceof Error ? error.message : String(error)],
  }));
  if (copy.kind === 'ok') downloadFile(copy.file, `${what}-${copy.name}`);
  else onProblem(copy.errors.join('; '));
}
