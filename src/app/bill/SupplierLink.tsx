import { supplierAddressFor } from '../lists/addresses';
import { openAddress } from '../lists/openList';

/**
 * A bill's contact, as a link to its row in the Suppliers list (issue 27). Followed, the bill's
 * detail closes (its address is left) and the Suppliers list shows that supplier alone.
 */
export function SupplierLink({ name }: { name: string }) {
  const address = supplierAddressFor(name);
  return (
    <a
      href={address}
      aria-label={`Show ${name} in Suppliers`}
      title={`Show ${name} in Suppliers`}
      onClick={(event) => {
        if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
        event.preventDefault();
        openAddress(address);
      }}
    >
      {name}
    </a>
  );
}
