import type { InvoiceClient } from '../data/client';
import { encodeBillLink } from '../bill/billLink';
import { useDuplicate } from './useFormReads';

/**
 * Says when the contact already has a bill with this Reference, with a link to that bill (opened
 * in a new tab, so nothing typed here is lost). It does not stop the bill being saved.
 */
export function DuplicateWarning(props: {
  client: InvoiceClient;
  contact: string;
  reference: string;
  /** The bill being edited, which is no duplicate of itself. */
  except?: number;
}) {
  const found = useDuplicate(props.client, props.contact, props.reference);
  const duplicate = found && found.id !== props.except ? found : null;
  return (
    <div role="status" className="new-bill-duplicate">
      {duplicate && (
        <p>
          {`${props.contact.trim()} already has a bill with Reference ${duplicate.reference}. `}
          <a
            href={encodeBillLink(window.location.search, duplicate.number)}
            target="_blank"
            rel="noopener"
          >
            {`Open ${duplicate.number || 'that bill'}`}
          </a>
        </p>
      )}
    </div>
  );
}
