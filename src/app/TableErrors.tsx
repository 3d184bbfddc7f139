import { FailureNotice } from './boot/LoadMessage';
import type { PageData } from './data/useTableData';

/**
 * Why the table shows no new rows, said above it: the groups could not be read, or the worker
 * refused or failed the query (with the technical detail folded away when the call failed).
 */
export function TableErrors({
  groupsError,
  page,
}: {
  groupsError: string | null | undefined;
  page: Pick<PageData, 'errors' | 'detail'>;
}) {
  return (
    <>
      {groupsError && (
        <p role="alert" className="error-banner">
          {groupsError}
        </p>
      )}
      {page.errors &&
        (page.detail ? (
          <div className="error-banner">
            <FailureNotice text={page.errors.join('; ')} detail={page.detail} />
          </div>
        ) : (
          <p role="alert" className="error-banner">
            {page.errors.join('; ')}
          </p>
        ))}
    </>
  );
}
