import type { Invoice } from '../../src/domain/invoice';

/** An invoice held in the main thread, with its search text worked out once when loaded. */
export interface BaselineInvoice extends Invoice {
  /** From, Reference and Notes as folded [a-z0-9] words joined by spaces (what our FTS indexes). */
  searchText: string;
}
